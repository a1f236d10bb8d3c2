import { Check, Crown, Globe2 } from 'lucide-react';
import type { Tier } from '@common/constants';
import { isPaidTier, isTopTier } from '@common/entitlements';
import { PROFILE_BENEFITS } from '@common/plans';
import type { ProfileSummary } from '@common/schemas/profile';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';

type Props = { tier: Tier; usage: ProfileSummary['usage'] };

/**
 * The subscription card: tier, its benefits, Upgrade, and usage this month (private worlds against
 * the limit). The top tier of each family has nothing to upgrade to, so it offers View plans; a
 * paid tier also links to Manage billing (/settings/billing: renewal, cancel, invoices).
 */
export function SubscriptionCard({ tier, usage }: Props) {
  const { privateWorlds, privateWorldLimit: limit } = usage;
  return (
    <Panel
      title="Subscription"
      icon={Crown}
      action={
        <div className="flex flex-wrap justify-end gap-2">
          {isPaidTier(tier) ? (
            <LinkButton to="/settings/billing" size="sm" variant="secondary">
              Manage billing
            </LinkButton>
          ) : null}
          <LinkButton to="/subscription" size="sm" variant={isTopTier(tier) ? 'secondary' : 'primary'}>
            {isTopTier(tier) ? 'View plans' : 'Upgrade'}
          </LinkButton>
        </div>
      }
    >
      <p className="font-display text-xl font-semibold text-ink">{tier}</p>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm" aria-label={`${tier} benefits`}>
        {PROFILE_BENEFITS[tier].map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-line pt-4">
        <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Usage this month</h3>
        <div className="mt-2 flex items-baseline justify-between gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-ink">
            <Globe2 aria-hidden="true" className="size-4 text-accent" />
            Private worlds
          </span>
          <span className="font-semibold text-ink" data-testid="private-world-usage">
            {limit === null ? `${privateWorlds} / Unlimited` : `${privateWorlds} / ${limit}`}
          </span>
        </div>
        {limit === 0 ? (
          // Reader plans make no worlds (docs/decisions.md): say where worlds are made, not a bar of 0.
          <p className="mt-1.5 text-xs text-ink-muted">
            Worlds and characters are made on a creator plan. Free costs nothing; what you made stays yours.
          </p>
        ) : limit !== null ? (
          <ProgressBar percent={(privateWorlds / limit) * 100} label="Private worlds used" className="mt-2" />
        ) : null}
      </div>
    </Panel>
  );
}
