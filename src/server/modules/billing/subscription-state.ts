import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import { CURRENCY, priceCents } from '@common/pricing';
import type { PaymentProvider } from '../../billing/payment-provider';
import { freeTierOf } from '../entitlements/entitlements.policy';
import type { BillingQueries, SubscriptionRow } from './billing.repository';
import { addInterval, type CurrentPlan } from './quote';

/**
 * Subscription state transitions, each run inside a transaction with the user's row locked
 * (BillingQueries.lockUser). These are the only paths that change a tier: a confirmed checkout,
 * a provider-confirmed event, a refund, an admin comp, and the period-end / grace-period job.
 */
export const GRACE_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

type LockedUser = { id: string; tier: string };

export function currentPlanOf(user: LockedUser, sub: SubscriptionRow | undefined, now: Date): CurrentPlan {
  const live = sub && sub.status !== 'canceled' && sub.plan === user.tier;
  return {
    plan: user.tier as Tier,
    interval: live ? ((sub.interval as BillingInterval | null) ?? null) : null,
    periodStart: live ? sub.currentPeriodStart : null,
    periodEnd: live ? sub.currentPeriodEnd : null,
    paid: Boolean(
      live &&
      !sub.compUntil &&
      sub.interval &&
      priceCents(user.tier as Tier, sub.interval as BillingInterval) > 0 &&
      sub.currentPeriodEnd &&
      sub.currentPeriodEnd > now,
    ),
    balanceCents: sub?.balanceCents ?? 0,
  };
}

export function invoiceDescription(
  plan: Tier,
  interval: BillingInterval | null,
  what = 'subscription',
): string {
  return interval ? `${plan} ${what}, ${interval}` : `${plan} ${what}`;
}

/** Starts `plan` now for one interval on `provider` and moves the tier there. */
export async function startPlan(
  tx: BillingQueries,
  user: LockedUser,
  change: {
    plan: Tier;
    interval: BillingInterval;
    periodEnd: Date | null;
    provider: PaymentProvider['name'];
    reason: string;
    by: string | null;
  },
  now: Date,
  providerIds: { providerCustomerId?: string | null; providerSubscriptionId?: string | null } = {},
) {
  const free = priceCents(change.plan, change.interval) === 0;
  await tx.saveSubscription(user.id, {
    plan: change.plan,
    interval: free ? null : change.interval,
    status: free ? 'canceled' : 'active',
    currentPeriodStart: free ? null : now,
    currentPeriodEnd: free ? null : change.periodEnd,
    periodInvoiceId: null,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledInterval: null,
    provider: change.provider,
    compUntil: null,
    pastDueSince: null,
    ...providerIds,
  });
  await tx.setTier(user.id, user.tier, change.plan, change.reason, change.by);
}

/** Ends the plan at once and returns the account to the free tier of `familyOf`'s plan type. */
export async function endToFreeTier(
  tx: BillingQueries,
  user: LockedUser,
  familyOf: string,
  reason: string,
  by: string | null,
) {
  const free = freeTierOf(familyOf);
  await tx.updateSubscription(user.id, {
    plan: free,
    interval: null,
    status: 'canceled',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    periodInvoiceId: null,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledInterval: null,
    compUntil: null,
    pastDueSince: null,
  });
  await tx.setTier(user.id, user.tier, free, reason, by);
}

/**
 * Applies whatever is due for one user at `now`: an ended comp or an ended grace period drops to
 * the free tier; at a local period end a scheduled change or cancel applies, otherwise the local
 * provider renews (a new invoice and payment, as Stripe would). Stripe periods renew by webhook.
 * Idempotent: each step moves the state past its own condition.
 */
export async function settleDue(tx: BillingQueries, user: LockedUser, now: Date): Promise<void> {
  const sub = await tx.findSubscription(user.id);
  if (!sub || sub.status === 'canceled') return;
  if (sub.compUntil && sub.compUntil <= now) return endToFreeTier(tx, user, sub.plan, 'comp ended', null);
  if (
    sub.status === 'past_due' &&
    sub.pastDueSince &&
    sub.pastDueSince.getTime() + GRACE_DAYS * DAY <= now.getTime()
  ) {
    return endToFreeTier(tx, user, sub.plan, 'renewal failed: grace period over', null);
  }
  if (!sub.currentPeriodEnd || sub.currentPeriodEnd > now || sub.provider !== 'local' || sub.compUntil)
    return;
  if (sub.cancelAtPeriodEnd) return endToFreeTier(tx, user, sub.plan, 'canceled at period end', null);
  const plan = (sub.scheduledPlan ?? sub.plan) as Tier;
  const interval = (sub.scheduledInterval ?? sub.interval ?? 'monthly') as BillingInterval;
  const price = priceCents(plan, interval);
  if (price === 0) {
    await startPlan(
      tx,
      user,
      {
        plan,
        interval,
        periodEnd: null,
        provider: 'local',
        reason: 'scheduled change at period end',
        by: null,
      },
      now,
    );
    return;
  }
  // Renew from the old period's end, catching up if the server was off for whole periods.
  let start = sub.currentPeriodEnd;
  let end = addInterval(start, interval);
  while (end <= now) [start, end] = [end, addInterval(end, interval)];
  // The account balance pays first; money pays the rest (a renewal wholly paid by the balance
  // still gets its invoice, so every period has one).
  const fromBalance = Math.min(sub.balanceCents, price);
  const due = price - fromBalance;
  const invoice = await tx.insertPaidInvoice(
    {
      userId: user.id,
      plan,
      interval,
      description: invoiceDescription(plan, interval, 'renewal'),
      amountCents: due,
      prorationCreditCents: fromBalance,
      currency: CURRENCY,
      status: 'paid',
      periodStart: start,
      periodEnd: end,
      provider: 'local',
    },
    due > 0
      ? { amountCents: due, currency: CURRENCY, status: 'succeeded', provider: 'local', paidAt: now }
      : null,
  );
  await tx.updateSubscription(user.id, {
    plan,
    interval,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    scheduledPlan: null,
    scheduledInterval: null,
    balanceCents: sub.balanceCents - fromBalance,
    periodInvoiceId: invoice.id,
  });
  await tx.setTier(
    user.id,
    user.tier,
    plan,
    sub.scheduledPlan ? 'scheduled change at period end' : 'renewal',
    null,
  );
}
