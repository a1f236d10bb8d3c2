import type { CommissionState } from '@common/commissions';
import type { Good } from '../billing/goods';
import { recordMoney, recordStep } from './commission-steps';
import { createCommissionsRepository } from './commissions.repository';

export const COMMISSION_GOOD = 'commission';
/** The refund's reason, and the note in the commission's history, for a payment that came too late. */
export const LATE_PAYMENT_REFUNDED =
  'A payment arrived after the commission stopped waiting for it: it was refunded in full';
export const COMMISSION_PAYMENT_REFUND =
  'This payment paid for a commission: cancel the commission before delivery to be refunded. Once the money is released to the creator it can no longer be refunded.';

/**
 * The commission as a good billing sells (billing/goods.ts). Completing its payment, however it
 * was paid (the local provider at once, Stripe by its webhook), moves the commission from
 * 'accepted' to 'in_progress' and holds the money: one 'hold' entry in the commission ledger. Once
 * only: the move is UPDATE ... WHERE state = 'accepted' under the row's lock, and
 * commissions.payment_id and the ledger's (commission, kind) are unique.
 *
 * A payment page paid after the commission left 'accepted' (withdrawn or cancelled while the page
 * was open; Stripe's page cannot always be expired in time) buys nothing: the commission keeps its
 * state, never holds that money, and billing refunds the payment in full in the same transaction
 * (SaleOutcome). Its history says so. The commission's ledger gets no entry: it never held it.
 */
export const commissionGood: Good = {
  kind: COMMISSION_GOOD,
  refundElsewhere: COMMISSION_PAYMENT_REFUND,
  async complete(tx, sale) {
    const repo = createCommissionsRepository(tx);
    const c = sale.itemId === null ? undefined : await repo.lock(sale.itemId);
    if (!c) return { refund: LATE_PAYMENT_REFUNDED };
    const now = new Date();
    const moved = await repo.transition(
      c.id,
      'accepted',
      { state: 'in_progress', paymentId: sale.paymentId },
      now,
    );
    if (!moved) {
      const state = c.state as CommissionState;
      await repo.insertEvent({
        commissionId: c.id,
        fromState: state,
        toState: state,
        actorId: null,
        note: LATE_PAYMENT_REFUNDED,
        createdAt: now,
      });
      return { refund: LATE_PAYMENT_REFUNDED };
    }
    await recordMoney(tx, moved, 'hold', sale.paymentId, now);
    await recordStep(tx, moved, 'accepted', sale.buyerId, null, now);
  },
  owns: (tx, paymentId) => createCommissionsRepository(tx).isCommissionPayment(paymentId),
  /**
   * Refunded at the provider (a Stripe dashboard refund) while the money was still held: the
   * commission is cancelled with its 'refund' entry. After a release the creator keeps their
   * ledger entry (the platform settles that with the creator by hand; payouts are not built).
   */
  async refundedAtProvider(tx, paymentId, at) {
    const repo = createCommissionsRepository(tx);
    const found = await repo.findByPayment(paymentId);
    if (!found) return;
    await repo.lock(found.id);
    const moved = await repo.transition(found.id, 'in_progress', { state: 'cancelled' }, at);
    if (!moved) return;
    await recordMoney(tx, moved, 'refund', paymentId, at);
    await recordStep(tx, moved, 'in_progress', null, 'Refunded at the payment provider', at);
  },
};
