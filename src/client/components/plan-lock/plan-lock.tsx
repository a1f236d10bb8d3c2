import { Lock } from 'lucide-react';
import { Link } from 'react-router';

type Props = {
  /** What is locked, as a sentence subject: 'EPUB export'. */
  feature: string;
  /** The plans that include it: 'Chronicler, Worldsmith and Master Weaver'. */
  plans: string;
  /** The signed-in user's plan. */
  tier: string;
};

/** A feature the caller's plan does not include: the plans that do, and the way to them. */
export function PlanLock({ feature, plans, tier }: Props) {
  return (
    <div className="flex items-start gap-2 text-sm text-ink-muted" data-testid="plan-lock">
      <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-accent" />
      <p className="min-w-0">
        {feature} is part of the {plans} plans, not your {tier} plan.{' '}
        <Link
          to="/subscription"
          className="font-semibold text-ink underline underline-offset-2 hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          Upgrade
        </Link>
      </p>
    </div>
  );
}
