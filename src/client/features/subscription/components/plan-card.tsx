import { useId, type ReactNode } from 'react';
import { Check, Clock, Sparkles, X } from 'lucide-react';
import type { Plan, PlanFeature } from '@common/plans';
import { formatPrice, toCents, yearlySavingText } from '@common/pricing';
import type { BillingInterval } from '@common/schemas/billing';

type Props = {
  plan: Plan;
  interval: BillingInterval;
  /** The card's button: Get Started, Current plan, Upgrade, Switch or Downgrade. */
  action: ReactNode;
};

/**
 * One tier (SPEC section 2): name, subtitle, description, price for the chosen period, the
 * yearly saving, the features with included or excluded marks and the optional badge. The
 * highlighted tier gets the accent border, a lifted shadow and a tinted header.
 */
export function PlanCard({ plan, interval, action }: Props) {
  const headingId = useId();
  const price = plan.price[interval];
  const saving = interval === 'yearly' ? yearlySavingText(plan.name) : null;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-highlighted={plan.highlight || undefined}
      className={[
        'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm',
        plan.highlight
          ? 'border-2 border-accent shadow-xl ring-4 ring-accent/10 lg:-translate-y-2'
          : 'border-line',
      ].join(' ')}
    >
      {plan.badge ? (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-on-accent uppercase shadow">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {plan.badge}
        </p>
      ) : null}
      <h3 id={headingId} className="font-display text-2xl font-bold text-ink">
        {plan.name}
      </h3>
      <p className="text-sm font-semibold text-accent">{plan.subtitle}</p>
      <p className="mt-3 text-sm text-ink-muted xl:min-h-15">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="font-display text-4xl font-bold tracking-tight text-ink" data-testid="plan-price">
          {formatPrice(toCents(price))}
        </span>
        {price > 0 ? (
          <span className="text-sm text-ink-muted">{interval === 'yearly' ? 'per year' : 'per month'}</span>
        ) : null}
      </p>
      <p
        className="mt-1 text-sm font-semibold text-success empty:hidden md:min-h-5 md:empty:block"
        data-testid="plan-saving"
      >
        {saving}
      </p>
      <div className="mt-5">{action}</div>
      <ul
        className="mt-6 flex flex-col gap-2.5 border-t border-line pt-5 text-sm"
        aria-label={`${plan.name} features`}
      >
        {plan.features.map((feature) => (
          <FeatureItem key={feature.name} feature={feature} />
        ))}
      </ul>
    </article>
  );
}

/** One feature line: a check when included, a clock for "coming soon", a cross when excluded. */
function FeatureItem({ feature }: { feature: PlanFeature }) {
  const Icon = feature.included ? Check : feature.comingSoon ? Clock : X;
  const status = feature.included ? 'included' : feature.comingSoon ? 'coming soon' : 'not included';
  return (
    <li className={`flex items-start gap-2 ${feature.included ? 'text-ink' : 'text-ink-muted'}`}>
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${feature.included ? 'text-success' : feature.comingSoon ? 'text-highlight' : 'text-ink-muted'}`}
      />
      <span>
        <span
          className={feature.included || feature.comingSoon ? '' : 'line-through decoration-ink-muted/50'}
        >
          {feature.name}
        </span>
        {feature.comingSoon ? (
          <span className="ml-1.5 text-xs font-medium text-ink-muted">(coming soon)</span>
        ) : (
          <span className="sr-only"> ({status})</span>
        )}
      </span>
    </li>
  );
}
