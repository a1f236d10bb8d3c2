import type { CommissionState } from '@common/commissions';
import { CURRENCY } from '@common/pricing';
import type { PaymentProvider } from '../../billing/payment-provider';
import type { Db } from '../../db/client';
import type { BillingQueries } from '../billing/billing.repository';
import { notify } from '../notifications/notifications.service';
import { createCommissionsRepository, type CommissionRow, type LedgerKind } from './commissions.repository';

/**
 * The steps every transition shares, inside the caller's transaction with the commission's row
 * locked: the history row, the notification to the other side, and a ledger entry. A ledger entry
 * that exists already means the money moved before: the transaction is rolled back (throw), so a
 * state never moves twice and money never moves twice, whichever of the two checks a race meets.
 */
export async function recordStep(
  tx: Db,
  c: CommissionRow,
  from: CommissionState | null,
  actorId: string | null,
  note: string | null,
  at: Date,
) {
  const eventId = await createCommissionsRepository(tx).insertEvent({
    commissionId: c.id,
    fromState: from,
    toState: c.state,
    actorId,
    note,
    createdAt: at,
  });
  // The other side hears of it; a step taken by the job speaks for the patron to the creator.
  const speaker = actorId ?? c.patronId;
  const recipient = speaker === c.patronId ? c.creatorId : c.patronId;
  if (recipient && speaker)
    await notify(tx, {
      recipientId: recipient,
      kind: 'commission',
      actorId: speaker,
      commissionEventId: eventId,
    });
}

export async function recordMoney(
  tx: Db,
  c: CommissionRow,
  kind: LedgerKind,
  paymentId: string | null,
  at: Date,
) {
  const recorded = await createCommissionsRepository(tx).recordLedger({
    commissionId: c.id,
    kind,
    creatorId: c.creatorId,
    patronId: c.patronId,
    paymentId,
    amountCents: c.priceCents,
    currency: CURRENCY,
    createdAt: at,
  });
  if (!recorded) throw new Error(`commission ${c.id}: a '${kind}' or its settlement is recorded already`);
}

/**
 * Releases a delivered commission's held money to the creator (the patron's acceptance, or the
 * auto-accept job): delivered → completed and one 'release' entry. Undefined when it was no longer
 * delivered (accepted already by the other path): nothing is recorded.
 */
export async function releaseDelivered(
  tx: Db,
  id: string,
  actorId: string | null,
  note: string | null,
  at: Date,
): Promise<CommissionRow | undefined> {
  const moved = await createCommissionsRepository(tx).transition(id, 'delivered', { state: 'completed' }, at);
  if (!moved) return undefined;
  await recordMoney(tx, moved, 'release', moved.paymentId, at);
  await recordStep(tx, moved, 'delivered', actorId, note, at);
  return moved;
}

/**
 * Expires the open payment page of an accepted commission at the provider, as it stops waiting
 * for its payment (withdrawn, cancelled, an account deleted). False when the page was paid
 * already: its completion is on its way and will be refunded (commission-good.ts). True when
 * there was no open page or it is expired now.
 */
export async function expireOpenPage(
  billing: BillingQueries,
  provider: Pick<PaymentProvider, 'expireCheckout'>,
  c: CommissionRow,
): Promise<boolean> {
  if (c.state !== 'accepted' || !c.checkoutId) return true;
  const page = await billing.findCheckout(c.checkoutId, true);
  if (page?.status !== 'pending' || !page.providerSessionId) return true;
  if (!(await provider.expireCheckout(page.providerSessionId))) return false;
  await billing.updateCheckout(page.id, { status: 'expired' });
  return true;
}
