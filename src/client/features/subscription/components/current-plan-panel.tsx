import { useState } from 'react';
import { ArrowLeftRight, CalendarClock, Crown, Repeat, RotateCcw, Wallet, XCircle } from 'lucide-react';
import { entitlementsOf, familyRank } from '@common/entitlements';
import type { BillingOverview } from '@common/schemas/billing';
import { checkoutPath } from '@client/lib/pending-checkout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { formatDate, intervalLabel } from './billing-format';
import { balanceLine } from './billing-texts';

type Props = { overview: BillingOverview };

/** The status line under the plan name: renews, ends, changes, or a comp. */
function statusLine({ subscription: sub, tier }: BillingOverview): string {
  if (!sub || !sub.currentPeriodEnd) {
    return familyRank(tier) === 0
      ? 'Free plan: no renewal, nothing to pay.'
      : 'Granted without payment: no renewal, nothing to pay.';
  }
  const end = formatDate(sub.currentPeriodEnd);
  if (sub.compUntil) return `Granted by an administrator until ${formatDate(sub.compUntil)}.`;
  if (sub.cancelAtPeriodEnd)
    return `Cancelled: your plan stays active until ${end}, then returns to the free tier.`;
  if (sub.scheduledChange)
    return `Changes to ${sub.scheduledChange.plan} on ${formatDate(sub.scheduledChange.at)}.`;
  if (sub.status === 'past_due') return `Renewal failed on ${end}.`;
  return `Renews on ${end}.`;
}

/**
 * The current plan with what the user can do about it: cancel at the period end (after a
 * confirmation) or resume, switch between monthly and yearly, switch between creator and reader
 * plans, or see every plan.
 */
export function CurrentPlanPanel({ overview }: Props) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const sub = overview.subscription;
  const paid = Boolean(sub?.interval && sub.currentPeriodEnd && !sub.compUntil);
  const family = entitlementsOf(overview.tier).family;
  const otherFamily = family === 'creator' ? 'reader' : 'creator';
  const otherInterval = sub?.interval === 'yearly' ? 'monthly' : 'yearly';
  const pendingEnd = Boolean(sub?.cancelAtPeriodEnd || sub?.scheduledChange);
  const error = cancel.error ?? resume.error;

  return (
    <Panel title="Current plan" icon={Crown}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-display text-2xl font-bold text-ink" data-testid="current-plan">
          {overview.tier}
        </p>
        {sub?.interval ? (
          <span className="text-sm text-ink-muted">{intervalLabel(sub.interval)} billing</span>
        ) : null}
      </div>
      <p className="mt-2 flex items-start gap-2 text-sm text-ink" data-testid="plan-status">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        {statusLine(overview)}
      </p>
      <p className="mt-2 flex items-start gap-2 text-sm text-ink" data-testid="account-balance">
        <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        {balanceLine(overview.balanceCents)}
      </p>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error.message}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {paid && pendingEnd ? (
          <Button onClick={() => resume.mutate()} busy={resume.isPending} disabled={resume.isPending}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Resume plan
          </Button>
        ) : null}
        {paid && !pendingEnd ? (
          <LinkButton to={checkoutPath(overview.tier, otherInterval)} variant="secondary">
            <Repeat aria-hidden="true" className="size-4" />
            Switch to {otherInterval} billing
          </LinkButton>
        ) : null}
        <LinkButton to={`/subscription?type=${family}`} variant={paid ? 'secondary' : 'primary'}>
          <Crown aria-hidden="true" className="size-4" />
          {paid ? 'Change plan' : 'See plans'}
        </LinkButton>
        <LinkButton to={`/subscription?type=${otherFamily}`} variant="secondary">
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          Switch to {otherFamily} plans
        </LinkButton>
        {paid && !pendingEnd ? (
          <Button variant="ghost" onClick={() => setConfirming(true)} className="sm:ml-auto">
            <XCircle aria-hidden="true" className="size-4" />
            Cancel plan
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your plan?"
        description={`You keep ${overview.tier} until ${formatDate(sub?.currentPeriodEnd)}. After that your account returns to the free tier; nothing you made is deleted. You can resume until then.`}
        confirmLabel="Cancel at period end"
        cancelLabel="Keep my plan"
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Panel>
  );
}
