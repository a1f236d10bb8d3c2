import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '@common/constants';
import { planNames, tiersWith } from '@common/entitlements';

/** The plans that invite collaborators, from the entitlements table: 'Worldsmith and Master Weaver'. */
const COLLABORATION_PLANS = planNames(tiersWith('collaboration'));

type Props = {
  /** The signed-in owner's plan, which does not include collaboration. */
  tier: Tier;
  /** The story page's short form: leaves out what happens to people already invited. */
  compact?: boolean;
};

/**
 * Why the owner cannot invite people (the server answers 403 UPGRADE_REQUIRED too), the plans
 * that can, and the way to them. People already on the owner's stories keep their access.
 */
export function CollaborationLock({ tier, compact = false }: Props) {
  return (
    <div
      className="flex items-start gap-2.5 rounded-lg border border-line bg-surface-muted px-3.5 py-3 text-sm text-ink"
      data-testid="collaboration-lock"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <div className="min-w-0 flex-1">
        <p>
          <span className="font-semibold">
            Inviting collaborators is part of the {COLLABORATION_PLANS} plans.
          </span>{' '}
          Your {tier} plan does not include it.
        </p>
        {compact ? null : (
          <p className="mt-1 text-ink-muted">
            People already on your stories keep their access, and you can still remove them. Anyone can be
            invited, whatever their plan.
          </p>
        )}
        <Link
          to="/subscription"
          className="mt-1.5 inline-block font-semibold underline underline-offset-2 hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          See plans and upgrade
        </Link>
      </div>
    </div>
  );
}
