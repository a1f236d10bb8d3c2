import { Check, Crown, X } from 'lucide-react';
import type { Tier } from '@common/constants';
import { isReaderView, isTopTier } from '@common/entitlements';
import { READER_PLANS } from '@common/plans';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';

const price = (n: number) => (n === 0 ? 'Free' : `$${n.toFixed(2)}`);

/** The reader plans of SPEC section 9, the caller's own marked, with an Upgrade link to /subscription. */
export function ReaderPlanCard({ tier }: { tier: Tier }) {
  const reader = isReaderView(tier);
  const top = reader && isTopTier(tier);
  return (
    <Panel title="Subscription" icon={Crown}>
      <p className="text-sm text-ink-muted">
        {reader ? (
          <>
            Your plan: <strong className="text-ink">{tier}</strong>
          </>
        ) : (
          <>
            You are on the <strong className="text-ink">{tier}</strong> creator plan. Reader plans:
          </>
        )}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {READER_PLANS.map((plan) => {
          const current = plan.name === tier;
          return (
            <li
              key={plan.name}
              aria-current={current ? 'true' : undefined}
              className={[
                'rounded-xl border px-4 py-3',
                current ? 'border-accent bg-accent/5 ring-1 ring-accent' : 'border-line',
              ].join(' ')}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <h3 className="font-semibold text-ink">
                  {plan.name}
                  {current ? <span className="ml-2 text-xs font-medium text-accent">Current</span> : null}
                </h3>
                <span className="text-sm font-semibold text-ink">
                  {price(plan.price.monthly)}
                  {plan.price.monthly > 0 ? (
                    <span className="font-normal text-ink-muted"> / month</span>
                  ) : null}
                </span>
              </div>
              {plan.badge ? <p className="text-xs font-medium text-accent">{plan.badge}</p> : null}
              <ul className="mt-2 grid gap-1 text-xs text-ink-muted">
                {plan.features.slice(-4).map((f) => (
                  <li key={f.name} className="flex items-center gap-1.5">
                    {f.included ? (
                      <Check aria-hidden="true" className="size-3.5 text-success" />
                    ) : (
                      <X aria-hidden="true" className="size-3.5 text-ink-muted" />
                    )}
                    <span>
                      <span className="sr-only">{f.included ? 'Included: ' : 'Not included: '}</span>
                      {f.name}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <LinkButton to="/subscription" className="mt-4 w-full">
        <Crown aria-hidden="true" className="size-4" />
        {top ? 'View plans' : 'Upgrade'}
      </LinkButton>
    </Panel>
  );
}
