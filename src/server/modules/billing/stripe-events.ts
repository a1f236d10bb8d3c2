import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { StripeProvider } from '../../billing/stripe-provider';
import { createBillingRepository, type BillingQueries, type SubscriptionRow } from './billing.repository';
import { completeCheckout } from './checkout-completion';
import { endToFreeTier, invoiceDescription } from './subscription-state';

/**
 * Applies one verified Stripe event. Idempotent per event id: the id is recorded in the same
 * transaction as its effects, so a replay (or a retry after a crash) changes nothing twice. An
 * event for a customer or subscription this server does not know is logged and ignored (200).
 */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
]);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export function createStripeEventHandler(db: Db, stripe: StripeProvider, log: FastifyBaseLogger) {
  const repo = createBillingRepository(db);

  async function forSubscription(tx: BillingQueries, ids: { customerId?: string | null; subscriptionId?: string | null }, type: string, work: (sub: SubscriptionRow, user: { id: string; tier: string }) => Promise<void>) {
    const sub = await tx.findSubscriptionByProvider(ids);
    const user = sub && (await tx.lockUser(sub.userId));
    if (!sub || !user) {
      log.warn({ type, ...ids }, 'stripe webhook for an unknown customer: ignored');
      return;
    }
    await work(sub, user);
  }

  const handlers: Record<string, (tx: BillingQueries, object: never, now: Date, type: string) => Promise<void>> = {
    async 'checkout.session.completed'(tx, session: Stripe.Checkout.Session, now, type) {
      const checkout = await tx.findCheckoutBySession(session.id);
      const user = checkout && (await tx.lockUser(checkout.userId));
      if (!checkout || !user) return void log.warn({ type, session: session.id }, 'stripe checkout session unknown here: ignored');
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
      const subscriptionId = idOf(session.subscription);
      const invoiceId = idOf(session.invoice);
      await completeCheckout(tx, user, (await tx.findCheckout(checkout.id, true))!, now, {
        providerCustomerId: idOf(session.customer),
        providerSubscriptionId: subscriptionId,
        providerPaymentId: idOf(session.payment_intent) ?? invoiceId ?? session.id,
        providerInvoiceId: invoiceId,
      });
    },

    async 'customer.subscription.created'(tx, s: Stripe.Subscription, _now, type) {
      await handlers['customer.subscription.updated']!(tx, s as never, _now, type);
    },

    async 'customer.subscription.updated'(tx, s: Stripe.Subscription, _now, type) {
      await forSubscription(tx, { subscriptionId: s.id, customerId: idOf(s.customer) }, type, async (sub, user) => {
        const item = s.items.data[0];
        const plan = stripe.planOfPrice(item?.price.id);
        if (s.status === 'canceled') return endToFreeTier(tx, user, sub.plan, 'stripe: subscription canceled', null);
        const status = s.status === 'trialing' || s.status === 'past_due' ? s.status : s.status === 'active' ? 'active' : undefined;
        if (!plan || !status) return void log.warn({ type, subscription: s.id, status: s.status }, 'stripe subscription state not applied');
        await tx.updateSubscription(user.id, {
          plan: plan.plan,
          interval: plan.interval,
          status,
          providerSubscriptionId: s.id,
          currentPeriodStart: toDate(item?.current_period_start),
          currentPeriodEnd: toDate(item?.current_period_end),
          cancelAtPeriodEnd: s.cancel_at_period_end,
          // The change scheduled for the period end has happened at Stripe.
          ...(sub.scheduledPlan === plan.plan && sub.scheduledInterval === plan.interval ? { scheduledPlan: null, scheduledInterval: null } : {}),
        });
        await tx.setTier(user.id, user.tier, plan.plan, 'stripe: subscription updated', null);
      });
    },

    async 'customer.subscription.deleted'(tx, s: Stripe.Subscription, _now, type) {
      await forSubscription(tx, { subscriptionId: s.id, customerId: idOf(s.customer) }, type, (sub, user) =>
        endToFreeTier(tx, user, sub.plan, 'stripe: subscription ended', null),
      );
    },

    async 'invoice.paid'(tx, inv: Stripe.Invoice, now, type) {
      if (inv.billing_reason === 'subscription_create') return; // recorded by checkout.session.completed
      if (await tx.findInvoiceByProviderId(inv.id!)) return;
      await forSubscription(tx, { customerId: idOf(inv.customer) }, type, async (sub, user) => {
        const line = inv.lines.data[0];
        if (inv.amount_paid > 0) {
          await tx.insertPaidInvoice(
            { userId: user.id, plan: sub.plan, interval: sub.interval, description: invoiceDescription(sub.plan as never, sub.interval as never, 'renewal'), amountCents: inv.amount_paid, currency: inv.currency, status: 'paid', periodStart: toDate(line?.period.start), periodEnd: toDate(line?.period.end), provider: 'stripe', providerInvoiceId: inv.id! },
            { amountCents: inv.amount_paid, currency: inv.currency, status: 'succeeded', provider: 'stripe', providerPaymentId: inv.id!, paidAt: now },
          );
        }
        if (sub.status === 'past_due') await tx.updateSubscription(user.id, { status: 'active', pastDueSince: null });
      });
    },

    async 'invoice.payment_failed'(tx, inv: Stripe.Invoice, now, type) {
      await forSubscription(tx, { customerId: idOf(inv.customer) }, type, async (sub, user) => {
        if (sub.status === 'canceled') return;
        await tx.updateSubscription(user.id, { status: 'past_due', pastDueSince: sub.pastDueSince ?? now });
      });
    },

    async 'charge.refunded'(tx, charge: Stripe.Charge, _now, type) {
      const payment =
        (await tx.findPaymentByProviderId(charge.id)) ?? (idOf(charge.payment_intent) ? await tx.findPaymentByProviderId(idOf(charge.payment_intent)!) : undefined);
      if (!payment || payment.status === 'refunded') return void (payment ? undefined : log.warn({ type, charge: charge.id }, 'stripe refund of a payment unknown here: ignored'));
      const user = (await tx.lockUser(payment.userId))!;
      await tx.recordRefund(payment, null, 'refunded at Stripe', null);
      // A template purchase refunded at Stripe: the buyer loses the template, the plan stays.
      if (await tx.isTemplatePurchase(payment.id)) return tx.markTemplatePurchaseRefunded(payment.id, _now);
      const invoice = (await tx.findInvoice(payment.invoiceId))!;
      await endToFreeTier(tx, user, invoice.plan, 'stripe: charge refunded', null);
    },
  };

  return async function handle(event: Stripe.Event): Promise<'applied' | 'replay' | 'ignored'> {
    if (!HANDLED.has(event.type)) return 'ignored';
    return repo.transaction(async (tx) => {
      if (!(await tx.recordEvent(event.id, 'stripe', event.type))) return 'replay';
      await handlers[event.type]!(tx, event.data.object as never, new Date(), event.type);
      return 'applied';
    });
  };
}
