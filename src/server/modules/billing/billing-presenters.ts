import type { Tier } from '@common/constants';
import type {
  BillingInterval,
  Checkout,
  InvoiceSummary,
  Receipt,
  Subscription,
} from '@common/schemas/billing';
import type { CheckoutRow, InvoiceWithPayment, SubscriptionRow } from './billing.repository';
import { periodInvoiceIdOf, REFUND_WINDOW_DAYS, refundEffectOf, type RefundEffect } from './refund-rules';

/** Database rows as the billing API shows them (ISO dates, the contract's names). */
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY = 24 * 60 * 60 * 1000;
export { REFUND_WINDOW_DAYS };

/** A payment still inside the 30-day window, not refunded (template purchases use this alone). */
export function isRefundable(invoice: InvoiceWithPayment, now: Date): boolean {
  const p = invoice.payment;
  return Boolean(
    p && p.status === 'succeeded' && now.getTime() - p.paidAt.getTime() < REFUND_WINDOW_DAYS * DAY,
  );
}

export function toCheckout(row: CheckoutRow, now: Date): Checkout {
  const expired = row.status === 'pending' && row.expiresAt <= now;
  return {
    id: row.id,
    plan: row.plan as Tier,
    interval: row.interval as BillingInterval,
    fromPlan: row.fromPlan as Tier,
    fromInterval: row.fromInterval as BillingInterval | null,
    kind: row.kind as Checkout['kind'],
    priceCents: row.priceCents,
    prorationCreditCents: row.prorationCreditCents,
    balanceAppliedCents: row.balanceAppliedCents,
    toBalanceCents: row.toBalanceCents,
    amountDueNowCents: row.amountDueCents,
    currency: row.currency,
    effective: row.effective as Checkout['effective'],
    effectiveAt: row.effectiveAt.toISOString(),
    periodEnd: iso(row.periodEnd),
    provider: row.provider as Checkout['provider'],
    status: expired ? 'expired' : (row.status as Checkout['status']),
    expiresAt: row.expiresAt.toISOString(),
    redirectUrl: row.redirectUrl,
  };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    plan: row.plan as Tier,
    interval: row.interval as BillingInterval | null,
    status: row.status as Subscription['status'],
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledChange:
      row.scheduledPlan && row.currentPeriodEnd
        ? {
            plan: row.scheduledPlan as Tier,
            interval: row.scheduledInterval as BillingInterval | null,
            at: row.currentPeriodEnd.toISOString(),
          }
        : null,
    provider: row.provider as Subscription['provider'],
    compUntil: iso(row.compUntil),
  };
}

/** `refund`: what refunding the invoice's payment does now (refund-rules.ts), null when it cannot. */
export function toInvoice(row: InvoiceWithPayment, refund: RefundEffect | null): InvoiceSummary {
  return {
    id: row.id,
    number: `INK-${row.createdAt.getUTCFullYear()}-${row.id.slice(0, 8).toUpperCase()}`,
    plan: row.plan as Tier,
    interval: row.interval as BillingInterval | null,
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as InvoiceSummary['status'],
    issuedAt: row.createdAt.toISOString(),
    paymentId: row.payment?.id ?? null,
    refundable: refund !== null && refund.amountCents > 0,
    refund: refund && refund.amountCents > 0 ? refund : null,
  };
}

export function toReceipt(
  row: InvoiceWithPayment,
  customer: { username: string; email: string },
  refund: RefundEffect | null,
): Receipt {
  return {
    ...toInvoice(row, refund),
    customer,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    prorationCreditCents: row.prorationCreditCents,
    refundedCents: row.payment?.refundedCents ?? 0,
    provider: row.provider as Receipt['provider'],
    paidAt: iso(row.payment?.paidAt ?? null),
  };
}

/** The user's invoices (newest first), each with what refunding it does now. */
export function toInvoices(
  rows: InvoiceWithPayment[],
  sub: SubscriptionRow | undefined,
  now: Date,
): InvoiceSummary[] {
  const periodInvoiceId = periodInvoiceIdOf(sub, rows);
  return rows.map((row) => toInvoice(row, refundEffectOf(row, sub, periodInvoiceId, now)));
}
