import type { PaymentProvider } from '../../billing/payment-provider';
import type { BillingQueries, PaymentRow } from './billing.repository';

/**
 * A one-off payment: a good bought once for a price (goods.ts), with no plan, interval or
 * proration on it. The local provider confirms it at once; Stripe's checkout.session.completed
 * confirms a page paid for it. Both call `completeOneOff`.
 */
export type OneOffPayment = {
  good: string;
  itemId: string | null;
  amountCents: number;
  currency: string;
  /** The invoice's line, as the receipt shows it. */
  description: string;
  provider: string;
  /** The checkout of the provider's payment page; null when confirmed at once (no page). */
  checkoutId: string | null;
  providerPaymentId: string | null;
  providerInvoiceId: string | null;
};

/**
 * Records a paid one-off payment (its invoice and payment) and hands the good to the buyer, in the
 * caller's transaction with the buyer's row locked. Charges once: a checkout's invoice is unique
 * (invoices.checkout_id), and the caller marks the checkout completed in the same transaction.
 * `buyer.tier` fills the invoice's plan column, which the invoices table still requires.
 * A good that can no longer be had (goods.ts, SaleOutcome) has its payment refunded here, in the
 * same transaction, so the refund is as once as the payment: a repeat of the provider's event finds
 * the checkout completed, and the provider's refund is keyed by its payment (a retry after a crash
 * before the commit is the same refund there).
 */
export async function completeOneOff(
  tx: BillingQueries,
  refunder: Pick<PaymentProvider, 'refund'>,
  buyer: { id: string; tier: string },
  payment: OneOffPayment,
  now: Date,
): Promise<PaymentRow> {
  const { amountCents, currency, provider } = payment;
  const invoice = await tx.insertPaidInvoice(
    {
      userId: buyer.id,
      checkoutId: payment.checkoutId,
      plan: buyer.tier,
      interval: null,
      description: payment.description,
      amountCents,
      currency,
      status: 'paid',
      provider,
      providerInvoiceId: payment.providerInvoiceId,
    },
    {
      amountCents,
      currency,
      status: 'succeeded',
      provider,
      providerPaymentId: payment.providerPaymentId,
      paidAt: now,
    },
  );
  const paid = (await tx.findInvoice(invoice.id))!.payment!;
  const outcome = await tx.completeSale(payment.good, {
    buyerId: buyer.id,
    itemId: payment.itemId,
    paymentId: paid.id,
    amountCents,
  });
  if (!outcome) return paid;
  const providerRefundId = await refunder.refund(paid);
  await tx.recordRefund(paid, providerRefundId, outcome.refund, null);
  return { ...paid, status: 'refunded', refundedCents: paid.amountCents };
}
