import type { Tier } from '@common/constants';
import type { BillingInterval, BillingOverview, CheckoutRequest } from '@common/schemas/billing';
import { CURRENCY } from '@common/pricing';
import { isPaidTier } from '@common/entitlements';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../billing/payment-provider';
import { badRequest, notFound, unauthenticated } from '../../errors';
import { isUuid } from '../../db/keyset-cursor';
import { createCharactersRepository } from '../characters/characters.repository';
import { createWorldsRepository } from '../worlds/worlds.repository';
import { characterLimit, privateWorldLimit } from '../entitlements/entitlements.policy';
import { createAiMetering } from '../entitlements/ai-metering';
import type { Goods } from './goods';
import { createBillingRepository, type BillingQueries, type SubscriptionRow } from './billing.repository';
import { HOSTED_CHECKOUT_TTL_MS, openPageFor } from './checkout-pages';
import { toCheckout, toInvoices, toReceipt, toSubscription } from './billing-presenters';
import { periodInvoiceIdOf, refundEffectOf } from './refund-rules';
import { refundPlanPayment } from './plan-refund';
import { quotePlanChange } from './quote';
import { completeCheckout } from './checkout-completion';
import { currentPlanOf, GRACE_DAYS, settleDue } from './subscription-state';

/**
 * The signed-in user's billing: quotes, the local confirm, cancel / resume, refunds, receipts.
 * Every change runs in one transaction holding the user's row lock, so two requests of one user
 * (two confirms, a confirm and a cancel) apply one after the other. Whatever is due (period end,
 * ended comp or grace period) is settled first, so answers never show a stale plan even between
 * runs of the renewal job.
 */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;
export const STRIPE_CHANGE =
  'Your plan is billed by Stripe: change it with Manage payment (the Stripe customer portal).';
const DAY = 24 * 60 * 60 * 1000;
type Caller = { id: string };
/**
 * A user action on the subscription as it stands (its row's last write): repeating the action on
 * the same state is the same operation at the provider, and any later one is another.
 */
const versioned = (action: string, sub: SubscriptionRow) => `${action}:${sub.id}:${sub.updatedAt.getTime()}`;

export function createBillingService(
  db: Db,
  provider: PaymentProvider,
  goods: Goods,
  publicUrl: string,
  clock: () => Date = () => new Date(),
) {
  const repo = createBillingRepository(db, goods);
  const worlds = createWorldsRepository(db);
  const characters = createCharactersRepository(db);
  const aiMeter = createAiMetering(db, clock);

  /** Runs `work` with the caller's row locked, after settling what is due. */
  async function locked<T>(
    me: Caller,
    work: (
      tx: BillingQueries,
      user: { id: string; tier: string; username: string; email: string },
      now: Date,
    ) => Promise<T>,
  ) {
    return repo.transaction(async (tx) => {
      const now = clock();
      const before = await tx.lockUserForTierCheck(me.id);
      if (!before) throw unauthenticated();
      await settleDue(tx, before, now);
      const user = (await tx.lockUserForTierCheck(me.id))!;
      return work(tx, user, now);
    });
  }

  async function overview(me: Caller): Promise<BillingOverview> {
    await locked(me, async () => undefined);
    const now = clock();
    const user = await repo.findUser(me.id);
    if (!user) throw unauthenticated();
    const [sub, invoices, privateWorlds, owned, aiGenerations] = await Promise.all([
      repo.findSubscription(me.id),
      repo.listInvoices(me.id),
      worlds.countPrivateWorlds(me.id),
      characters.countOwned(me.id),
      aiMeter.usage(me.id, user.tier),
    ]);
    return {
      provider: provider.name,
      tier: user.tier as Tier,
      subscription: sub ? toSubscription(sub) : null,
      balanceCents: sub?.balanceCents ?? 0,
      usage: {
        privateWorlds: { used: privateWorlds, limit: privateWorldLimit(user.tier) },
        characters: { used: owned, limit: characterLimit(user.tier) },
        aiGenerations,
      },
      invoices: toInvoices(invoices, sub, now),
      banner:
        sub?.status === 'past_due' && sub.pastDueSince
          ? {
              kind: 'past_due',
              message: 'Your last payment failed. Update your payment method to keep your plan.',
              graceEndsAt: new Date(sub.pastDueSince.getTime() + GRACE_DAYS * DAY).toISOString(),
            }
          : null,
    };
  }

  return {
    overview,

    /** A quote for moving to `plan`/`interval`: 400 for the current plan; Stripe adds its checkout page. */
    async createCheckout(me: Caller, input: CheckoutRequest) {
      const row = await locked(me, async (tx, user, now) => {
        const sub = await tx.findSubscription(user.id);
        const current = currentPlanOf(user, sub, now);
        // Stripe applies its customer balance to its own invoices: the quote must not take it twice.
        if (provider.appliesOwnBalance) current.balanceCents = 0;
        const quote = quotePlanChange(current, input, now);
        // A change of a live Stripe subscription that costs money now goes through Stripe's portal
        // (Stripe prorates; the webhook applies it), never a second Checkout Session, which would
        // start a second subscription. A change at the period end is scheduled at Stripe on confirm.
        const liveStripe =
          sub?.provider === 'stripe' && sub.providerSubscriptionId && sub.status !== 'canceled';
        if (liveStripe && quote.effective === 'now') throw badRequest(STRIPE_CHANGE);
        const intent = {
          plan: input.plan,
          interval: input.interval,
          fromPlan: current.plan,
          fromInterval: current.interval,
          amountDueCents: quote.amountDueCents,
        };
        // A payment page for this intent is open: answer it, never a second payable page.
        const hostedPage = quote.amountDueCents > 0 && provider.confirms === 'redirect';
        const open = hostedPage ? await openPageFor(tx, provider, user.id, intent, now) : undefined;
        if (open) return open;
        const checkout = await tx.insertCheckout({
          userId: user.id,
          ...intent,
          kind: quote.kind,
          priceCents: quote.priceCents,
          prorationCreditCents: quote.prorationCreditCents,
          balanceAppliedCents: quote.balanceAppliedCents,
          toBalanceCents: quote.toBalanceCents,
          currency: CURRENCY,
          effective: quote.effective,
          effectiveAt: quote.effectiveAt,
          periodEnd: quote.periodEnd,
          provider: provider.name,
          expiresAt: new Date(now.getTime() + (hostedPage ? HOSTED_CHECKOUT_TTL_MS : CHECKOUT_TTL_MS)),
        });
        if (quote.amountDueCents === 0) return checkout;
        const hosted = await provider.startCheckout({
          checkoutId: checkout.id,
          mode: 'subscription',
          userId: user.id,
          email: user.email,
          customerId: sub?.providerCustomerId ?? null,
          plan: input.plan,
          interval: input.interval,
          amountCents: quote.amountDueCents,
          currency: CURRENCY,
          description: `${input.plan} (${input.interval})`,
          successUrl: `${publicUrl}/settings/billing?checkout=${checkout.id}`,
          cancelUrl: `${publicUrl}/subscription`,
          expiresAt: checkout.expiresAt,
        });
        if (hosted.kind === 'confirm-here') return checkout;
        await tx.updateCheckout(checkout.id, {
          providerSessionId: hosted.sessionId,
          redirectUrl: hosted.redirectUrl,
        });
        return { ...checkout, providerSessionId: hosted.sessionId, redirectUrl: hosted.redirectUrl };
      });
      return toCheckout(row, clock());
    },

    async getCheckout(me: Caller, id: string) {
      const row = isUuid(id) ? await repo.findCheckout(id) : undefined;
      if (!row || row.userId !== me.id) throw notFound('Checkout not found');
      return toCheckout(row, clock());
    },

    /**
     * Confirms a local checkout: records the subscription, invoice and payment and moves the tier,
     * once. A second confirm (even at the same moment) waits for the row lock and answers the
     * completed checkout without charging again.
     */
    async confirm(me: Caller, id: string) {
      const row = await locked(me, async (tx, user, now) => {
        const checkout = isUuid(id) ? await tx.findCheckout(id, true) : undefined;
        if (!checkout || checkout.userId !== me.id) throw notFound('Checkout not found');
        if (checkout.status === 'completed') return checkout;
        if (checkout.redirectUrl || (checkout.provider !== 'local' && checkout.effective !== 'period_end')) {
          throw badRequest(
            'This checkout is paid on the payment page; your plan changes once the payment is confirmed.',
          );
        }
        if (checkout.effective === 'period_end') {
          // The provider renews at the period end, so it must know what to bill then (no-ops locally).
          const subscriptionId = (await tx.findSubscription(user.id))?.providerSubscriptionId ?? null;
          const operation = `schedule:${checkout.id}`;
          if (isPaidTier(checkout.plan as Tier)) {
            await provider.schedulePlanChange(
              subscriptionId,
              { plan: checkout.plan as Tier, interval: checkout.interval as BillingInterval },
              operation,
            );
          } else await provider.setCancelAtPeriodEnd(subscriptionId, true, operation);
        }
        return completeCheckout(tx, provider, user, checkout, now, {});
      });
      return toCheckout(row, clock());
    },

    async receipt(me: Caller, id: string) {
      const invoice = isUuid(id) ? await repo.findInvoice(id) : undefined;
      const user = await repo.findUser(me.id);
      if (!invoice || !user || invoice.userId !== me.id) throw notFound('Invoice not found');
      const [sub, invoices] = await Promise.all([repo.findSubscription(me.id), repo.listInvoices(me.id)]);
      const refund = refundEffectOf(invoice, sub, periodInvoiceIdOf(sub, invoices), clock());
      return toReceipt(invoice, { username: user.username, email: user.email }, refund);
    },

    /** Cancel at period end: the plan stays until then. */
    async cancel(me: Caller) {
      await locked(me, async (tx, user) => {
        const sub = await tx.findSubscription(user.id);
        if (!sub || sub.status === 'canceled' || !sub.currentPeriodEnd)
          throw badRequest('You have no paid plan to cancel.');
        if (sub.compUntil)
          throw badRequest('This plan was granted until a set date and ends then by itself.');
        const operation = versioned('cancel', sub);
        if (sub.scheduledPlan) await provider.clearScheduledChange(sub.providerSubscriptionId, operation);
        await provider.setCancelAtPeriodEnd(sub.providerSubscriptionId, true, operation);
        await tx.updateSubscription(user.id, {
          cancelAtPeriodEnd: true,
          scheduledPlan: null,
          scheduledInterval: null,
        });
      });
      return overview(me);
    },

    /** Undoes a cancel or a scheduled downgrade: the plan renews as it is. */
    async resume(me: Caller) {
      await locked(me, async (tx, user) => {
        const sub = await tx.findSubscription(user.id);
        if (!sub || sub.status === 'canceled' || (!sub.cancelAtPeriodEnd && !sub.scheduledPlan)) {
          throw badRequest('There is no cancellation or scheduled change to undo.');
        }
        const scheduledPaid = sub.scheduledPlan !== null && isPaidTier(sub.scheduledPlan as Tier);
        const operation = versioned('resume', sub);
        if (scheduledPaid) await provider.clearScheduledChange(sub.providerSubscriptionId, operation);
        else if (sub.cancelAtPeriodEnd || sub.scheduledPlan)
          await provider.setCancelAtPeriodEnd(sub.providerSubscriptionId, false, operation);
        await tx.updateSubscription(user.id, {
          cancelAtPeriodEnd: false,
          scheduledPlan: null,
          scheduledInterval: null,
        });
      });
      return overview(me);
    },

    /**
     * SPEC 30-day money-back guarantee, following the money (refund-rules.ts): the current
     * period's payment comes back in full and ends the plan; an earlier payment returns only its
     * credit still in the account balance, and the plan stays.
     */
    async refund(me: Caller, paymentId: string) {
      await locked(me, (tx, user, now) => refundPlanPayment(tx, provider, user, paymentId, now));
      return overview(me);
    },

    /** Ends the user's subscription at the provider at once: the account is about to be deleted. */
    async cancelForDeletedAccount(userId: string) {
      const sub = await repo.findSubscription(userId);
      if (sub && sub.status !== 'canceled') await provider.cancelNow(sub.providerSubscriptionId);
    },

    async portal(me: Caller) {
      const sub = await repo.findSubscription(me.id);
      const url = await provider.portalUrl(sub?.providerCustomerId ?? null, `${publicUrl}/settings/billing`);
      if (!url)
        throw badRequest(
          'Payment methods are managed by the payment provider; this server has none to manage.',
        );
      return { url };
    },

    /** The renewal job: settles every subscription whose period, comp or grace period has ended. */
    async settleAllDue() {
      const now = clock();
      const due = await repo.listDue(now, new Date(now.getTime() - GRACE_DAYS * DAY));
      for (const { userId } of due) await locked({ id: userId }, async () => undefined);
      return due.length;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
