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
 */
export async function completeOneOff(
  tx: BillingQueries,
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
  await tx.completeSale(payment.good, {
    buyerId: buyer.id,
    itemId: payment.itemId,
    paymentId: paid.id,
    amountCents,
  });
  return paid;
}
