import { ArrowDownRight, ArrowUpRight, CircleCheck, Repeat, Sparkles } from 'lucide-react';
import type { Tier } from '@common/constants';
import type { Plan } from '@common/plans';
import type { BillingInterval } from '@common/schemas/billing';
import { checkoutPath, rememberPendingCheckout } from '@client/lib/pending-checkout';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { planActionKind } from './plan-action-kind';

type Props = {
  plan: Plan;
  interval: BillingInterval;
  /** The signed-in user's tier and billing period; null for a visitor. */
  current: { tier: Tier; interval: BillingInterval | null } | null;
};

const LABELS = {
  upgrade: { text: 'Upgrade', icon: ArrowUpRight },
  downgrade: { text: 'Downgrade', icon: ArrowDownRight },
  switch: { text: 'Switch', icon: Repeat },
} as const;

/**
 * The card's button. A visitor's 'Get Started' goes to /register and remembers the plan, so the
 * checkout opens after they confirm and sign in. A member sees 'Current plan' (disabled) on their
 * own card and Upgrade, Switch or Downgrade, each opening the checkout, on the others.
 */
export function PlanAction({ plan, interval, current }: Props) {
  const variant = plan.highlight ? 'primary' : 'secondary';
  if (!current) {
    const query = new URLSearchParams({ plan: plan.name, interval }).toString();
    return (
      <LinkButton
        to={`/register?${query}`}
        variant={variant}
        className="w-full"
        onClick={() => rememberPendingCheckout(plan.name, interval)}
      >
        <Sparkles aria-hidden="true" className="size-4" />
        Get Started<span className="sr-only"> with {plan.name}</span>
      </LinkButton>
    );
  }
  const kind = planActionKind(current, { tier: plan.name, interval, free: plan.price[interval] === 0 });
  if (kind === 'current') {
    return (
      <Button variant="secondary" block disabled>
        <CircleCheck aria-hidden="true" className="size-4" />
        Current plan
      </Button>
    );
  }
  const { text, icon: Icon } = LABELS[kind];
  const toPeriod = kind === 'switch' && current.tier === plan.name ? ` to ${interval}` : ` to ${plan.name}`;
  return (
    <LinkButton
      to={checkoutPath(plan.name, interval)}
      variant={kind === 'upgrade' ? 'primary' : variant}
      className="w-full"
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
      <span className={kind === 'switch' && current.tier === plan.name ? '' : 'sr-only'}>{toPeriod}</span>
    </LinkButton>
  );
}
