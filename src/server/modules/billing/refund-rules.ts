import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import type { InvoiceWithPayment, SubscriptionRow } from './billing.repository';
import { unusedCredit } from './quote';

/**
 * What refunding a plan payment does (docs/decisions.md, account balance). A refund follows the
 * money: it returns what that payment bought and is still unused, never a credit already spent.
 * - The payment of the current period (the invoice that opened it) is refunded in full within
 *   30 days (the money-back guarantee) and the plan ends now. Unused value of the period beyond
 *   that money (credit carried in from an earlier payment) stays as account balance.
 * - Any other payment (a period already replaced by an upgrade or renewal, or a plan already
 *   ended): its unused value was carried forward as credit. Whatever of it is still in the
 *   account balance is paid back (at most the payment), the balance goes down by as much, and the
 *   current plan stays. With nothing left in the balance, it cannot be refunded.
 * A payment is refunded once; a partial refund closes it.
 */
export const REFUND_WINDOW_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export type RefundEffect = {
  /** Money returned to the payer. */
  amountCents: number;
  /** True when the current plan ends now (the account returns to its free tier). */
  endsPlan: boolean;
  /** Unused value that stays with the account as balance (when the plan ends). */
  toBalanceCents: number;
  /** Taken out of the account balance (an earlier payment's credit still unspent). */
  fromBalanceCents: number;
};
export const NOTHING_TO_REFUND =
  "This payment's unused value was already spent as credit on your current plan: there is nothing of it left to refund.";

/**
 * The invoice that opened the subscription's current period: the recorded one, or (for periods
 * recorded before that was kept) the newest invoice of the same plan and interval.
 */
export function periodInvoiceIdOf(
  sub: SubscriptionRow | undefined,
  newestFirst: InvoiceWithPayment[],
): string | null {
  if (!sub || sub.status === 'canceled' || sub.compUntil) return null;
  if (sub.periodInvoiceId) return sub.periodInvoiceId;
  return (
    newestFirst.find((i) => i.interval !== null && i.plan === sub.plan && i.interval === sub.interval)?.id ??
    null
  );
}

/** Null when the invoice has no payment that can still be refunded (none, refunded, over 30 days). */
export function refundEffectOf(
  invoice: InvoiceWithPayment,
  sub: SubscriptionRow | undefined,
  periodInvoiceId: string | null,
  now: Date,
): RefundEffect | null {
  const p = invoice.payment;
  // A template purchase (no interval) is refunded from My Templates, by its own rules.
  if (invoice.interval === null) return null;
  if (!p || p.status !== 'succeeded' || now.getTime() - p.paidAt.getTime() >= REFUND_WINDOW_DAYS * DAY)
    return null;
  const remaining = p.amountCents - p.refundedCents;
  if (remaining <= 0) return null;
  if (sub && invoice.id === periodInvoiceId) {
    const unused = unusedCredit(
      {
        plan: sub.plan as Tier,
        interval: sub.interval as BillingInterval | null,
        periodStart: sub.currentPeriodStart,
        periodEnd: sub.currentPeriodEnd,
        paid: true,
        balanceCents: sub.balanceCents,
      },
      now,
    );
    return {
      amountCents: remaining,
      endsPlan: true,
      toBalanceCents: Math.max(0, unused - remaining),
      fromBalanceCents: 0,
    };
  }
  const fromBalance = Math.min(remaining, sub?.balanceCents ?? 0);
  return { amountCents: fromBalance, endsPlan: false, toBalanceCents: 0, fromBalanceCents: fromBalance };
}
