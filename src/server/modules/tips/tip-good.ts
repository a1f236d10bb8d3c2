import type { Good } from '../billing/goods';
import { notify } from '../notifications/notifications.service';
import { createTipsRepository } from './tips.repository';

export const TIP_GOOD = 'tip';
export const TIP_PAYMENT_REFUND = 'This payment was a tip: tips are gifts and are not refunded.';

/**
 * The tip as a good billing sells (billing/goods.ts). Completing its payment, however it was paid
 * (the local provider at once, Stripe by its webhook), turns the pending tip paid, once (the tip
 * leaves 'pending' under its row lock and tips.payment_id is unique), and tells the creator.
 */
export const tipGood: Good = {
  kind: TIP_GOOD,
  refundElsewhere: TIP_PAYMENT_REFUND,
  async complete(tx, sale) {
    if (sale.itemId === null) return;
    const repo = createTipsRepository(tx);
    const tip = await repo.lockTip(sale.itemId);
    if (!tip || !(await repo.markPaid(tip.id, sale.paymentId, new Date()))) return;
    if (tip.creatorId && tip.tipperId)
      await notify(tx, {
        recipientId: tip.creatorId,
        kind: 'tip',
        actorId: tip.tipperId,
        storyId: tip.storyId,
      });
  },
  owns: (tx, paymentId) => createTipsRepository(tx).isTipPayment(paymentId),
  refundedAtProvider: (tx, paymentId, at) => createTipsRepository(tx).markRefundedByPayment(paymentId, at),
};
