import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { StripeProvider } from '../../billing/stripe-provider';
import type { Goods } from './goods';
import { createBillingRepository, type BillingQueries, type SubscriptionRow } from './billing.repository';
import { endToFreeTier, invoiceDescription } from './subscription-state';
import { completeSession } from './stripe-session-completed';
import { periodInvoiceIdOf } from './refund-rules';

/**
 * Applies one verified Stripe event. Idempotent per event id: the id is recorded in the same
 * transaction as its effects, so a replay (or a retry after a crash) changes nothing twice. An
 * event for a subscription or session this server does not know is logged and ignored (200).
 *
 * Stripe does not promise the order of events, and a retry can arrive long after newer ones. So a
 * subscription event is taken only as a sign that the subscription changed: the subscription is
 * read from Stripe under the user's row lock and its state then is applied (docs/decisions.md).
 * Subscription and invoice events are matched by subscription id only, never by customer: a
 * customer can hold other subscriptions (ended ones, a duplicate being refunded).
 */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.updated',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
]);
/** Stripe statuses after which a subscription never bills again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const subscriptionOfInvoice = (inv: Stripe.Invoice) => idOf(inv.parent?.subscription_details?.subscription);
type Handler = (tx: BillingQueries, object: never, now: Date, event: Stripe.Event) => Promise<void>;

export function createStripeEventHandler(
  db: Db,
  stripe: StripeProvider,
  goods: Goods,
  log: FastifyBaseLogger,
) {
  const repo = createBillingRepository(db, goods);

  /** Runs `work` with the user's row locked and the row of Stripe subscription `subscriptionId` read under that lock. */
  async function forSubscription(
    tx: BillingQueries,
    subscriptionId: string | null,
    type: string,
    work: (sub: SubscriptionRow, user: { id: string; tier: string }) => Promise<void>,
  ) {
    const found = subscriptionId ? await tx.findSubscriptionByProviderId(subscriptionId) : undefined;
    const user = found && (await tx.lockUserForTierCheck(found.userId));
    const sub = user && (await tx.findSubscription(user.id));
    if (!sub || !user || sub.providerSubscriptionId !== subscriptionId) {
      log.warn(
        { type, subscription: subscriptionId },
        'stripe webhook for a subscription unknown here: ignored',
      );
      return;
    }
    await work(sub, user);
  }

  /** created, updated and deleted alike: what Stripe holds for the subscription now. */
  const subscriptionChanged: Handler = async (tx, s: Stripe.Subscription, _now, event) => {
    await forSubscription(tx, s.id, event.type, async (sub, user) => {
      const current = await readSubscription(s.id, event);
      if (!current) return;
      if (ENDED.has(current.status)) {
        if (sub.status !== 'canceled')
          await endToFreeTier(tx, user, sub.plan, 'stripe: subscription ended', null);
        return;
      }
      const item = current.items.data[0];
      const plan = stripe.planOfPrice(item?.price.id);
      const status =
        current.status === 'trialing' || current.status === 'past_due' || current.status === 'active'
          ? current.status
          : undefined;
      if (!plan || !status)
        return void log.warn(
          { type: event.type, subscription: s.id, status: current.status },
          'stripe subscription state not applied',
        );
      await tx.updateSubscription(user.id, {
        plan: plan.plan,
        interval: plan.interval,
        status,
        currentPeriodStart: toDate(item?.current_period_start),
        currentPeriodEnd: toDate(item?.current_period_end),
        cancelAtPeriodEnd: current.cancel_at_period_end,
        // The change scheduled for the period end has happened at Stripe.
        ...(sub.scheduledPlan === plan.plan && sub.scheduledInterval === plan.interval
          ? { scheduledPlan: null, scheduledInterval: null }
          : {}),
        // Another price: the period is no longer the one the recorded invoice opened (a refund of
        // that invoice then returns only its credit left in the balance, refund-rules.ts).
        ...(sub.plan !== plan.plan || sub.interval !== plan.interval ? { periodInvoiceId: null } : {}),
      });
      await tx.setTier(user.id, user.tier, plan.plan, 'stripe: subscription updated', null);
      // Stripe prorates a change itself; credit beyond the invoice stays in its customer balance.
      const customer = idOf(current.customer);
      if (customer) await mirrorBalance(tx, user.id, customer, event);
    });
  };

  /** The account balance is Stripe's customer balance: read it, never computed here a second time. */
  async function mirrorBalance(tx: BillingQueries, userId: string, customerId: string, event: Stripe.Event) {
    const balanceCents = await stripe.customerCreditCents(customerId, `event:${event.id}:customer`);
    await tx.updateSubscription(userId, { balanceCents });
  }

  /** The subscription as Stripe holds it; undefined (logged) when Stripe has no such subscription. */
  async function readSubscription(id: string, event: Stripe.Event) {
    try {
      return await stripe.retrieveSubscription(id, `event:${event.id}:subscription`);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404)
        throw error;
      log.warn({ type: event.type, subscription: id }, 'stripe has no such subscription: event ignored');
      return undefined;
    }
  }

  const handlers: Record<string, Handler> = {
    async 'checkout.session.completed'(tx, session: Stripe.Checkout.Session, now, event) {
      await completeSession(tx, stripe, session, now, (message, detail) =>
        log.warn({ type: event.type, session: session.id, ...detail }, message),
      );
    },

    'customer.subscription.created': subscriptionChanged,
    'customer.subscription.updated': subscriptionChanged,
    'customer.subscription.deleted': subscriptionChanged,

    /** The customer's balance changed at Stripe (a proration credit, an invoice that used it). */
    async 'customer.updated'(tx, c: Stripe.Customer, _now, event) {
      const found = await tx.findSubscriptionByCustomer(c.id);
      const user = found && (await tx.lockUserForTierCheck(found.userId));
      if (!found || !user)
        return void log.warn({ type: event.type, customer: c.id }, 'stripe customer unknown here: ignored');
      await mirrorBalance(tx, user.id, c.id, event);
    },

    async 'invoice.paid'(tx, inv: Stripe.Invoice, now, event) {
      if (inv.billing_reason === 'subscription_create') return; // recorded by checkout.session.completed
      if (await tx.findInvoiceByProviderId(inv.id!)) return;
      await forSubscription(tx, subscriptionOfInvoice(inv), event.type, async (sub, user) => {
        const line = inv.lines.data[0];
        if (inv.amount_paid > 0) {
          const recorded = await tx.insertPaidInvoice(
            {
              userId: user.id,
              plan: sub.plan,
              interval: sub.interval,
              description: invoiceDescription(sub.plan as never, sub.interval as never, 'renewal'),
              amountCents: inv.amount_paid,
              currency: inv.currency,
              status: 'paid',
              periodStart: toDate(line?.period.start),
              periodEnd: toDate(line?.period.end),
              provider: 'stripe',
              providerInvoiceId: inv.id!,
            },
            {
              amountCents: inv.amount_paid,
              currency: inv.currency,
              status: 'succeeded',
              provider: 'stripe',
              providerPaymentId: inv.id!,
              paidAt: now,
            },
          );
          // A renewal or a prorated change paid now: this payment funds the current period.
          await tx.updateSubscription(user.id, { periodInvoiceId: recorded.id });
        }
        if (sub.status === 'past_due')
          await tx.updateSubscription(user.id, { status: 'active', pastDueSince: null });
      });
    },

    async 'invoice.payment_failed'(tx, inv: Stripe.Invoice, now, event) {
      await forSubscription(tx, subscriptionOfInvoice(inv), event.type, async (sub, user) => {
        if (sub.status === 'canceled') return;
        await tx.updateSubscription(user.id, { status: 'past_due', pastDueSince: sub.pastDueSince ?? now });
      });
    },

    async 'charge.refunded'(tx, charge: Stripe.Charge, _now, event) {
      const payment =
        (await tx.findPaymentByProviderId(charge.id)) ??
        (idOf(charge.payment_intent)
          ? await tx.findPaymentByProviderId(idOf(charge.payment_intent)!)
          : undefined);
      if (!payment || payment.status === 'refunded')
        return void (payment
          ? undefined
          : log.warn(
              { type: event.type, charge: charge.id },
              'stripe refund of a payment unknown here: ignored',
            ));
      const user = (await tx.lockUserForTierCheck(payment.userId))!;
      const refunded = Math.min(payment.amountCents, charge.amount_refunded || payment.amountCents);
      await tx.recordRefund(payment, null, 'refunded at Stripe', null, refunded);
      // A good (a template) refunded at Stripe: the buyer loses it, the plan stays.
      const good = await tx.goodOfPayment(payment.id);
      if (good) return tx.refundedAtProvider(good.kind, payment.id, _now);
      // A refund of an earlier payment (its value carried forward as credit) is taken from the
      // account balance, here and at Stripe, while the balance holds it; the plan stays. The
      // current period's payment, or a refund paying back credit already spent, ends the plan.
      const sub = await tx.findSubscription(user.id);
      const periodInvoiceId = periodInvoiceIdOf(sub, await tx.listInvoices(user.id));
      if (sub && payment.invoiceId !== periodInvoiceId && refunded <= sub.balanceCents) {
        await stripe.adjustBalance(sub.providerCustomerId, -refunded, `event:${event.id}:balance`);
        await tx.updateSubscription(user.id, { balanceCents: sub.balanceCents - refunded });
        return;
      }
      const invoice = (await tx.findInvoice(payment.invoiceId))!;
      await endToFreeTier(tx, user, invoice.plan, 'stripe: charge refunded', null);
    },
  };

  return async function handle(event: Stripe.Event): Promise<'applied' | 'replay' | 'ignored'> {
    if (!HANDLED.has(event.type)) return 'ignored';
    return repo.transaction(async (tx) => {
      if (!(await tx.recordEvent(event.id, 'stripe', event.type))) return 'replay';
      await handlers[event.type]!(tx, event.data.object as never, new Date(), event);
      return 'applied';
    });
  };
}
