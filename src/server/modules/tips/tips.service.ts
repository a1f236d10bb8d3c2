import { CURRENCY } from '@common/pricing';
import { TIP_MESSAGES, type TipEarnings, type TipRequest, type TipResult } from '@common/schemas/tips';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { badRequest, unauthenticated } from '../../errors';
import { createBillingRepository, type BillingQueries } from '../billing/billing.repository';
import { startOneOffPage } from '../billing/one-off-page';
import { completeOneOff } from '../billing/one-off-payment';
import type { Payments } from '../billing/payments';
import { TIP_GOOD } from './tip-good';
import { assertMayTip, assertSameTip } from './tips.policy';
import { createTipsRepository, type TipQueries, type TipRow } from './tips.repository';

type Caller = { id: string };
const RECENT_TIPS = 50;

/**
 * One-off tips and a creator's earnings (issue 26). A tip runs in one transaction holding the
 * sender's user row lock (the row billing locks), so two requests with the same idempotency key
 * apply one after the other: the second finds the tip and charges nothing (the unique key
 * tips(tipper_id, idempotency_key) holds even without the lock). The local provider pays at once;
 * Stripe answers its payment page, and its webhook completes the tip (tip-good.ts).
 */
export function createTipsService(
  db: Db,
  { provider, goods }: Pick<Payments, 'provider' | 'goods'>,
  publicUrl: string,
  clock: () => Date = () => new Date(),
) {
  const repo = createTipsRepository(db);

  const toResult = (tip: TipRow, creator: string, redirectUrl?: string | null): TipResult => ({
    id: tip.id,
    status: tip.status === 'pending' ? 'pending' : 'paid',
    amountCents: tip.amountCents,
    creator,
    ...(tip.status === 'pending' && redirectUrl ? { redirectUrl } : {}),
  });

  /** The provider's payment page for a pending tip (Stripe, mode payment); its webhook pays the tip. */
  async function hostedCheckout(
    billing: BillingQueries,
    tips: TipQueries,
    sender: { id: string; tier: string; email: string },
    tip: TipRow,
    creator: string,
    now: Date,
  ): Promise<TipResult> {
    const page = `${publicUrl}/authors/${encodeURIComponent(creator)}`;
    const { checkoutId, redirectUrl } = await startOneOffPage(
      billing,
      provider,
      sender,
      {
        purpose: 'tip',
        itemId: tip.id,
        amountCents: tip.amountCents,
        description: `Tip for ${creator}`,
        successUrl: () => `${page}?tip=${tip.id}`,
        cancelUrl: page,
      },
      now,
    );
    await tips.setCheckout(tip.id, checkoutId);
    return toResult(tip, creator, redirectUrl);
  }

  return {
    /** POST /users/:username/tips: one tip, exactly once per idempotency key. */
    async tip(me: Caller, username: string, input: TipRequest): Promise<TipResult> {
      const creator = await repo.findUserByUsername(username);
      assertMayTip(me.id, creator, creator ? await repo.hasPublishedStory(creator.id) : false);
      const story = input.storyId ? await repo.findPublishedStory(creator!.id, input.storyId) : undefined;
      if (input.storyId && !story) throw badRequest(TIP_MESSAGES.story);
      const wanted = { creatorId: creator!.id, amountCents: input.amountCents, storyId: story?.id ?? null };
      return withTransaction(db, async (tx) => {
        const billing = createBillingRepository(tx, goods);
        const sender = await billing.lockUserForTierCheck(me.id);
        if (!sender) throw unauthenticated();
        const tips = createTipsRepository(tx);
        const existing = await tips.findByKey(me.id, input.idempotencyKey);
        if (existing) {
          assertSameTip(existing, wanted);
          const checkout = existing.checkoutId ? await billing.findCheckout(existing.checkoutId) : undefined;
          return toResult(existing, creator!.username, checkout?.redirectUrl);
        }
        const now = clock();
        const tip = await tips.insert({
          tipperId: me.id,
          ...wanted,
          storyTitle: story?.title ?? null,
          currency: CURRENCY,
          source: 'one-off',
          idempotencyKey: input.idempotencyKey,
          message: input.message || null,
        });
        if (provider.confirms === 'redirect')
          return hostedCheckout(billing, tips, sender, tip, creator!.username, now);
        const payment = await completeOneOff(
          billing,
          provider,
          sender,
          {
            good: TIP_GOOD,
            itemId: tip.id,
            amountCents: tip.amountCents,
            currency: CURRENCY,
            description: `Tip for ${creator!.username}`,
            provider: provider.name,
            checkoutId: null,
            providerPaymentId: null,
            providerInvoiceId: null,
          },
          now,
        );
        return toResult({ ...tip, status: 'paid', paymentId: payment.id }, creator!.username);
      });
    },

    /** GET /me/tips/earnings: what the caller received, per month and per story; no payouts. */
    async earnings(me: Caller): Promise<TipEarnings> {
      const [months, stories, recent] = await Promise.all([
        repo.earningsByMonth(me.id),
        repo.earningsByStory(me.id),
        repo.recentTips(me.id, RECENT_TIPS),
      ]);
      return {
        currency: CURRENCY,
        totalCents: months.reduce((sum, m) => sum + m.totalCents, 0),
        months,
        stories,
        recent: recent.map((r) => ({
          ...r,
          source: r.source as TipEarnings['recent'][number]['source'],
          paidAt: r.paidAt!.toISOString(),
        })),
        payoutsNote: TIP_MESSAGES.payoutsNotBuilt,
      };
    },
  };
}

export type TipsService = ReturnType<typeof createTipsService>;
