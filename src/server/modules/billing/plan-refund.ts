import type { PaymentProvider } from '../../billing/payment-provider';
import { badRequest, notFound } from '../../errors';
import type { BillingQueries } from './billing.repository';
import { NOTHING_TO_REFUND, periodInvoiceIdOf, refundEffectOf } from './refund-rules';
import { endToFreeTier } from './subscription-state';

/**
 * Refunds one of the user's plan payments as refund-rules.ts decides, inside the caller's
 * transaction with the user's row locked: the money at the provider, the refund row, the account
 * balance (here and at the provider), and, for the current period's payment only, the plan.
 */
export async function refundPlanPayment(
  tx: BillingQueries,
  provider: PaymentProvider,
  user: { id: string; tier: string },
  paymentId: string,
  now: Date,
): Promise<void> {
  const payment = await tx.lockPayment(paymentId);
  if (!payment || payment.userId !== user.id) throw notFound('Payment not found');
  if (payment.status === 'refunded') throw badRequest('This payment was already refunded.');
  // A good (a template) is refunded where it was bought; refunding it here would end the plan.
  const good = await tx.goodOfPayment(payment.id);
  if (good) throw badRequest(good.refundElsewhere);
  const invoice = (await tx.findInvoice(payment.invoiceId))!;
  const sub = await tx.findSubscription(user.id);
  const periodInvoiceId = periodInvoiceIdOf(sub, await tx.listInvoices(user.id));
  const effect = refundEffectOf(invoice, sub, periodInvoiceId, now);
  if (!effect) throw badRequest('Payments can only be refunded within 30 days.');
  if (effect.amountCents === 0) throw badRequest(NOTHING_TO_REFUND);
  const providerRefundId = await provider.refund({ ...payment, amountCents: effect.amountCents });
  await tx.recordRefund(payment, providerRefundId, 'money-back guarantee', user.id, effect.amountCents);
  const delta = effect.toBalanceCents - effect.fromBalanceCents;
  if (sub && delta !== 0) {
    await provider.adjustBalance(sub.providerCustomerId, delta, `refund:${payment.id}`);
    await tx.updateSubscription(user.id, { balanceCents: sub.balanceCents + delta });
  }
  if (!effect.endsPlan) return;
  if (sub && sub.status !== 'canceled') await provider.cancelNow(sub.providerSubscriptionId);
  await endToFreeTier(tx, user, invoice.plan, 'refund', user.id);
}
