import type { Good } from '../billing/goods';
import { createAcquisitionsRepository } from './acquisitions.repository';

/** The template sold for money in the marketplace: what a paid purchase, or its refund at the provider, does. */
export const TEMPLATE_GOOD = 'template';
export const TEMPLATE_PAYMENT_REFUND = 'This payment bought a template: refund it from My Templates.';

/**
 * The marketplace's good (billing/goods.ts). Completing a purchase, however it was paid (the local
 * provider at once, Stripe by its webhook), puts the template in the buyer's My Templates, counts
 * a first acquisition as a download and tells the creator of the sale; a refund at the provider
 * takes it out again with the buyer's review.
 */
export const templateGood: Good = {
  kind: TEMPLATE_GOOD,
  refundElsewhere: TEMPLATE_PAYMENT_REFUND,
  async complete(tx, sale) {
    if (sale.itemId === null) return;
    await createAcquisitionsRepository(tx).recordPaidPurchase(
      sale.buyerId,
      sale.itemId,
      sale.paymentId,
      sale.amountCents,
    );
  },
  owns: (tx, paymentId) => createAcquisitionsRepository(tx).isPurchasePayment(paymentId),
  refundedAtProvider: (tx, paymentId, at) =>
    createAcquisitionsRepository(tx).markRefundedByPayment(paymentId, at),
};
