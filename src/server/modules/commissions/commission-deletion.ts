import type { CommissionState } from '@common/commissions';
import { COMMISSION_MESSAGES } from '@common/schemas/commissions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { conflict } from '../../errors';
import { createBillingRepository } from '../billing/billing.repository';
import type { Payments } from '../billing/payments';
import { expireOpenPage, recordMoney, recordStep } from './commission-steps';
import { createCommissionsRepository } from './commissions.repository';

export const DELETED_ACCOUNT_REFUND = 'account deleted before the delivery was accepted';
const noteOf = (side: 'patron' | 'creator', refunded: boolean) =>
  `The ${side} deleted their account${refunded ? ': the held money was refunded to the patron' : ''}`;

/**
 * Settles a user's unfinished commissions before their account is deleted (account.service.ts
 * calls it before the rows go, as it ends a subscription at the provider). Whoever deletes, money
 * held and not yet released (in progress, or delivered but not accepted) goes back to the patron:
 * the patron loses nothing they did not accept, and a deleted creator's delivered story goes with
 * their account. Each commission moves in its own transaction under the same locks as every action
 * (the patron's user row, then the commission's), from the state it was found in: a second
 * deletion at once finds it final and does nothing, so the refund is made once (the ledger's one
 * settlement per commission and the provider's refund keyed by its payment guard it too).
 * - requested or countered: withdrawn (the patron left) or declined (the creator left);
 * - accepted: cancelled; an open payment page is expired at the provider first. A page already
 *   paid whose completion has not arrived: a deleting creator goes on (the completion will find
 *   the commission cancelled and refund it, commission-good.ts), a deleting patron is asked to try
 *   again in a minute (409), since the completion of a deleted patron's page finds no one to refund;
 * - in progress or delivered: cancelled, with the 'refund' entry and the refund at the provider.
 * The other side is told as for any cancellation.
 */
export function createCommissionDeletion(
  db: Db,
  { provider, goods }: Pick<Payments, 'provider' | 'goods'>,
  clock: () => Date = () => new Date(),
) {
  async function settle(userId: string, id: string) {
    await withTransaction(db, async (tx) => {
      const billing = createBillingRepository(tx, goods);
      const repo = createCommissionsRepository(tx);
      const found = await repo.find(id);
      if (found?.patronId) await billing.lockUserForTierCheck(found.patronId);
      const c = await repo.lock(id);
      if (!c) return;
      const side = c.patronId === userId ? 'patron' : c.creatorId === userId ? 'creator' : undefined;
      const from = c.state as CommissionState;
      if (!side || !['requested', 'countered', 'accepted', 'in_progress', 'delivered'].includes(from)) return;
      const to: CommissionState =
        from === 'requested' || from === 'countered'
          ? side === 'patron'
            ? 'withdrawn'
            : 'declined'
          : 'cancelled';
      const now = clock();
      // A deleting creator goes on past a page already paid: the late payment is refunded then.
      if (!(await expireOpenPage(billing, provider, c)) && side === 'patron')
        throw conflict(COMMISSION_MESSAGES.paymentInFlight);
      const moved = await repo.transition(c.id, from, { state: to }, now);
      if (!moved) return;
      const payment =
        (from === 'in_progress' || from === 'delivered') && c.paymentId
          ? await billing.lockPayment(c.paymentId)
          : undefined;
      const refunding = payment?.status === 'succeeded';
      if (refunding) {
        await recordMoney(tx, moved, 'refund', payment.id, now);
        const providerRefundId = await provider.refund(payment);
        await billing.recordRefund(payment, providerRefundId, DELETED_ACCOUNT_REFUND, userId);
      }
      await recordStep(tx, moved, from, userId, noteOf(side, refunding), now);
    });
  }

  return {
    /** Settles every unfinished commission of the user, on either side; see above. */
    async settleForDeletedAccount(userId: string): Promise<void> {
      for (const id of await createCommissionsRepository(db).unfinishedOf(userId)) await settle(userId, id);
    },
  };
}
