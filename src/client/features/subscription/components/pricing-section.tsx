import type { ReactNode } from 'react';
import { BookOpen, Feather, Sparkles } from 'lucide-react';
import { CREATOR_PLANS, READER_PLANS, type Plan } from '@common/plans';
import type { BillingInterval } from '@common/schemas/billing';
import { LinkButton } from '@client/components/ui/link-button';
import { PlanCard } from './plan-card';
import { SegmentedToggle } from './segmented-toggle';
import type { PlanType } from './use-plan-params';

type Props = {
  type: PlanType;
  interval: BillingInterval;
  onTypeChange: (type: PlanType) => void;
  onIntervalChange: (interval: BillingInterval) => void;
  /** The button of each card (Get Started for visitors, Upgrade / Switch / Downgrade for members). */
  renderAction: (plan: Plan, interval: BillingInterval) => ReactNode;
  /** Shows the section's own heading; off on /subscription, whose page header says it already. */
  showHeader?: boolean;
  /** Shows a 'Start Free Trial' link under the cards; off on /subscription, which ends with its own. */
  showTrialCta?: boolean;
};

/** Grid columns by tier count (SPEC section 2: 3, 4 or other). */
function gridClass(count: number): string {
  if (count === 3) return 'md:grid-cols-3';
  if (count === 4) return 'md:grid-cols-2 xl:grid-cols-4';
  return 'md:grid-cols-2';
}

const INTERVAL_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  {
    value: 'yearly',
    label: 'Yearly',
    extra: (
      <span className="rounded-full bg-success px-2 py-0.5 text-xs font-bold text-on-accent">Save 20%</span>
    ),
  },
] as const;

const TYPE_OPTIONS = [
  { value: 'creator', label: 'Creator Plans' },
  { value: 'reader', label: 'Reader Plans' },
] as const;

/**
 * The pricing section: plan type and billing period toggles, then one card per tier of SPEC
 * section 9. One component for every place that shows prices.
 */
export function PricingSection({
  type,
  interval,
  onTypeChange,
  onIntervalChange,
  renderAction,
  showHeader = true,
  showTrialCta = true,
}: Props) {
  const plans: readonly Plan[] = type === 'reader' ? READER_PLANS : CREATOR_PLANS;
  const TypeIcon = type === 'reader' ? BookOpen : Feather;
  return (
    <section aria-labelledby="pricing-title" className="flex flex-col items-center">
      {showHeader ? (
        <div className="mb-8 max-w-2xl text-center">
          <h2
            id="pricing-title"
            className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            Plans and pricing
          </h2>
          <p className="mt-3 text-lg text-ink-muted">
            Free to start. Upgrade, switch or cancel whenever you like.
          </p>
        </div>
      ) : (
        <h2 id="pricing-title" className="sr-only">
          {type === 'reader' ? 'Reader plans' : 'Creator plans'}
        </h2>
      )}
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-4">
        <SegmentedToggle label="Plan type" options={TYPE_OPTIONS} value={type} onChange={onTypeChange} />
        <SegmentedToggle
          label="Billing period"
          options={INTERVAL_OPTIONS}
          value={interval}
          onChange={onIntervalChange}
        />
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
        <TypeIcon aria-hidden="true" className="size-4 text-accent" />
        {type === 'reader'
          ? 'For people who love to read and support storytellers.'
          : 'For writers and world-builders.'}
      </p>
      <div
        className={`mt-10 grid w-full gap-6 ${gridClass(plans.length)}`}
        data-testid="plan-grid"
        data-tier-count={plans.length}
      >
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} interval={interval} action={renderAction(plan, interval)} />
        ))}
      </div>
      {showTrialCta ? (
        <LinkButton to="/" size="lg" className="mt-10">
          <Sparkles aria-hidden="true" className="size-5" />
          Start Free Trial
        </LinkButton>
      ) : null}
    </section>
  );
}
