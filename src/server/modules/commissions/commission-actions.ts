import type { CommissionAction, CommissionSide, CommissionState } from '@common/commissions';
import { CURRENCY } from '@common/pricing';
import { COMMISSION_MESSAGES, type CommissionActionRequest } from '@common/schemas/commissions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { badRequest, conflict, notFound } from '../../errors';
import { createBillingRepository, type BillingQueries } from '../billing/billing.repository';
import { startOneOffPage } from '../billing/one-off-page';
import { completeOneOff } from '../billing/one-off-payment';
import type { Payments } from '../billing/payments';
import { COMMISSION_GOOD } from './commission-good';
import { expireOpenPage, recordMoney, recordStep, releaseDelivered } from './commission-steps';
import { checkAction, sideOf } from './commissions.policy';
import {
  createCommissionsRepository,
  type CommissionQueries,
  type CommissionRow,
} from './commissions.repository';

type Caller = { id: string };
type Step = { values: Partial<CommissionRow>; note: string | null };
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The actions on a commission (POST /commissions/:id/actions). Each runs in one transaction that
 * locks, in this order, the patron's user row (the row billing locks for a payment), the
 * creator's settings row (acceptances, against the limit) and the commission's row; then checks
 * the state (commissions.policy.ts) and moves it with UPDATE ... WHERE state = expected. Two
 * identical requests at once therefore run one after the other: the second finds the state
 * already reached and answers it unchanged, charging, holding, releasing or refunding nothing.
 */
export function createCommissionActions(
  db: Db,
  { provider, goods }: Pick<Payments, 'provider' | 'goods'>,
  publicUrl: string,
  clock: () => Date,
) {
  async function pay(tx: Db, billing: BillingQueries, c: CommissionRow, now: Date): Promise<CommissionRow> {
    const patron = await billing.lockUserForTierCheck(c.patronId!);
    if (!patron) throw notFound('Commission not found');
    const description = `Commission from ${c.id.slice(0, 8)}`;
    if (provider.confirms === 'redirect') {
      // One payment page per commission: a repeated 'pay' answers the page already started.
      const existing = c.checkoutId ? await billing.findCheckout(c.checkoutId) : undefined;
      if (existing?.status === 'pending' && existing.expiresAt > now)
        return { ...c, redirectUrl: existing.redirectUrl } as CommissionRow;
      const page = `${publicUrl}/commissions/${c.id}`;
      const { checkoutId, redirectUrl } = await startOneOffPage(
        billing,
        provider,
        patron,
        {
          purpose: 'commission',
          itemId: c.id,
          amountCents: c.priceCents,
          description,
          successUrl: () => page,
          cancelUrl: page,
        },
        now,
      );
      await createCommissionsRepository(tx).setCheckout(c.id, checkoutId);
      return { ...c, checkoutId, redirectUrl } as CommissionRow;
    }
    await completeOneOff(
      billing,
      provider,
      patron,
      {
        good: COMMISSION_GOOD,
        itemId: c.id,
        amountCents: c.priceCents,
        currency: CURRENCY,
        description,
        provider: provider.name,
        checkoutId: null,
        providerPaymentId: null,
        providerInvoiceId: null,
      },
      now,
    );
    return (await createCommissionsRepository(tx).find(c.id))!;
  }

  /** Cancels before delivery; money held is refunded to the patron through the provider, once. */
  async function cancel(
    tx: Db,
    billing: BillingQueries,
    repo: CommissionQueries,
    c: CommissionRow,
    me: Caller,
    note: string | null,
    now: Date,
  ) {
    const moved = await repo.transition(c.id, c.state as CommissionState, { state: 'cancelled' }, now);
    if (!moved) throw conflict(COMMISSION_MESSAGES.notAllowed('cancel', c.state));
    if (c.state === 'in_progress' && c.paymentId) {
      const payment = await billing.lockPayment(c.paymentId);
      if (!payment || payment.status !== 'succeeded') throw conflict(COMMISSION_MESSAGES.releasedNoRefund);
      await recordMoney(tx, moved, 'refund', payment.id, now);
      const providerRefundId = await provider.refund(payment);
      await billing.recordRefund(payment, providerRefundId, 'commission cancelled before delivery', me.id);
    }
    await recordStep(tx, moved, c.state as CommissionState, me.id, note, now);
    return moved;
  }

  /** What a plain transition writes besides the state, and the history's note. */
  async function stepOf(
    repo: CommissionQueries,
    c: CommissionRow,
    action: CommissionAction,
    input: CommissionActionRequest,
    now: Date,
  ): Promise<Step> {
    const note = input.note || null;
    switch (action) {
      case 'counter': {
        if (input.priceCents === undefined && input.deadline === undefined)
          throw badRequest(COMMISSION_MESSAGES.counterNeeds);
        const price = input.priceCents ?? c.priceCents;
        const deadline = input.deadline ?? c.deadline;
        return {
          values: { counterPriceCents: price, counterDeadline: deadline },
          note: [`Counter-offer: ${usd(price)} by ${deadline}`, note].filter(Boolean).join('. '),
        };
      }
      case 'accept_counter':
        return {
          values: {
            priceCents: c.counterPriceCents ?? c.priceCents,
            deadline: c.counterDeadline ?? c.deadline,
          },
          note,
        };
      case 'deliver': {
        const story = input.storyId ? await repo.findOwnStory(c.creatorId!, input.storyId) : undefined;
        if (!story) throw badRequest(COMMISSION_MESSAGES.story);
        return {
          values: { storyId: story.id, storyTitle: story.title, deliveredAt: now },
          note: note ?? `Delivered “${story.title}”`,
        };
      }
      default:
        return { values: {}, note };
    }
  }

  return {
    async act(
      me: Caller,
      id: string,
      input: CommissionActionRequest,
    ): Promise<CommissionRow & { redirectUrl?: string }> {
      const repo0 = createCommissionsRepository(db);
      const found = await repo0.find(id);
      let side: CommissionSide = sideOf(found, me.id);
      const action = input.action;
      return withTransaction(db, async (tx) => {
        const billing = createBillingRepository(tx, goods);
        const repo = createCommissionsRepository(tx);
        if (found!.patronId) await billing.lockUserForTierCheck(found!.patronId);
        const accepting = action === 'accept' || action === 'accept_counter';
        const settings =
          accepting && found!.creatorId ? await repo.lockSettings(found!.creatorId) : undefined;
        const c = await repo.lock(id);
        side = sideOf(c, me.id);
        if (checkAction(c!, side, action) === 'done') return c!;
        const now = clock();
        if (action === 'pay') return pay(tx, billing, c!, now);
        // Its page stops taking payments; one paid already is refunded when it completes.
        if (action === 'cancel' || action === 'withdraw') await expireOpenPage(billing, provider, c!);
        if (action === 'cancel' || action === 'withdraw')
          return action === 'cancel'
            ? cancel(tx, billing, repo, c!, me, input.note || null, now)
            : plain(tx, repo, c!, me, 'withdrawn', { values: {}, note: input.note || null }, now);
        if (action === 'accept_delivery') {
          const released = await releaseDelivered(tx, c!.id, me.id, input.note || null, now);
          if (!released) throw conflict(COMMISSION_MESSAGES.notAllowed('accept', c!.state));
          return released;
        }
        if (accepting && settings && (await repo.countOpen(c!.creatorId!)) >= settings.maxOpen)
          throw conflict(COMMISSION_MESSAGES.full);
        const to = (
          {
            accept: 'accepted',
            accept_counter: 'accepted',
            decline: 'declined',
            counter: 'countered',
            deliver: 'delivered',
          } as const
        )[action as 'accept' | 'accept_counter' | 'decline' | 'counter' | 'deliver'];
        return plain(tx, repo, c!, me, to, await stepOf(repo, c!, action, input, now), now);
      });
    },
  };
}

async function plain(
  tx: Db,
  repo: CommissionQueries,
  c: CommissionRow,
  me: Caller,
  to: CommissionState,
  step: Step,
  now: Date,
) {
  const moved = await repo.transition(c.id, c.state as CommissionState, { ...step.values, state: to }, now);
  if (!moved) throw conflict(COMMISSION_MESSAGES.notAllowed('change', c.state));
  await recordStep(tx, moved, c.state as CommissionState, me.id, step.note, now);
  return moved;
}
