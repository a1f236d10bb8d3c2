import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import type { Operation, PaymentProvider } from './payment-provider';
import { paidPlanKeys, priceKey, type StripeConfig } from './stripe-config';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  readonly client: Stripe;
  readonly webhookSecret: string;
  /** The plan and interval a Stripe price id stands for; undefined for a price not configured. */
  planOfPrice(priceId: string | null | undefined): { plan: Tier; interval: BillingInterval } | undefined;
  /** The subscription as Stripe holds it now; `operation` names why it is read (e.g. the event being handled). */
  retrieveSubscription(subscriptionId: string, operation: Operation): Promise<Stripe.Subscription>;
  /**
   * The customer's credit in Stripe's customer balance, in cents (Stripe keeps credit as a
   * negative balance): what Stripe's own proration left over, applied by Stripe to the next invoices.
   */
  customerCreditCents(customerId: string, operation: Operation): Promise<number>;
};

/**
 * The Idempotency-Key of one call: the operation and the step within it. Stripe replays the first
 * answer to a repeated key for 24 hours (and refuses one reused with other parameters), so a
 * retried operation never acts twice; reads carry one too, which Stripe ignores, so that every
 * call names the operation it belongs to.
 */
const key = (operation: Operation, step?: string) => ({
  idempotencyKey: `inkforge:${operation}${step ? `:${step}` : ''}`,
});

/**
 * Stripe through the official package: Checkout Sessions (mode subscription for plans, mode
 * payment for one-off purchases), refunds, cancel at period end, the Customer Portal. What a
 * payment did reaches the app only through the signed webhook (modules/billing/stripe-events.ts).
 */
export function createStripeProvider(config: StripeConfig): StripeProvider {
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    ...(config.apiBase
      ? {
          host: config.apiBase.hostname,
          port: config.apiBase.port || (config.apiBase.protocol === 'https:' ? 443 : 80),
          protocol: config.apiBase.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  const byPrice = new Map(paidPlanKeys().map((k) => [config.prices[priceKey(k.plan, k.interval)], k]));

  return {
    name: 'stripe',
    confirms: 'redirect',
    appliesOwnBalance: true,
    client,
    webhookSecret: config.webhookSecret,
    planOfPrice: (priceId) => (priceId ? byPrice.get(priceId) : undefined),
    retrieveSubscription: (subscriptionId, operation) =>
      client.subscriptions.retrieve(subscriptionId, {}, key(operation)),
    async customerCreditCents(customerId, operation) {
      const customer = await client.customers.retrieve(customerId, {}, key(operation));
      return customer.deleted ? 0 : Math.max(0, -(customer.balance ?? 0));
    },

    async startCheckout(input) {
      const common = {
        client_reference_id: input.checkoutId,
        metadata: { checkoutId: input.checkoutId, userId: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
      };
      // One session per checkout row, however often its creation is retried.
      const options = key(`checkout:${input.checkoutId}`, 'session');
      const session =
        input.mode === 'subscription'
          ? await client.checkout.sessions.create(
              {
                ...common,
                mode: 'subscription',
                line_items: [{ price: config.prices[priceKey(input.plan, input.interval)], quantity: 1 }],
                subscription_data: { metadata: { userId: input.userId, checkoutId: input.checkoutId } },
              },
              options,
            )
          : await client.checkout.sessions.create(
              {
                ...common,
                mode: 'payment',
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: input.currency,
                      unit_amount: input.amountCents,
                      product_data: { name: input.description },
                    },
                  },
                ],
              },
              options,
            );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { kind: 'redirect', sessionId: session.id, redirectUrl: session.url };
    },

    /** Stripe refuses to expire a session that is complete: then it was paid, and false says so. */
    async expireCheckout(sessionId) {
      try {
        await client.checkout.sessions.expire(sessionId, {}, key(`expire:${sessionId}`));
        return true;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await client.checkout.sessions.retrieve(
          sessionId,
          {},
          key(`expire:${sessionId}`, 'read'),
        );
        if (session.status === 'complete') return false;
        if (session.status === 'expired') return true;
        throw error;
      }
    },

    /**
     * A provider payment is refunded once, so its id is the operation (stable when a failed
     * webhook or request is tried again, unlike the app's rows written in that try). A subscription's first
     * payment is recorded by its invoice (Checkout gives no payment intent in subscription mode):
     * the refund goes to the invoice's payment intent or charge.
     */
    async refund(payment) {
      if (!payment.providerPaymentId) return null;
      const operation = `refund:${payment.providerPaymentId}`;
      const target = await refundTarget(payment.providerPaymentId, operation);
      const refund = await client.refunds.create({ ...target, amount: payment.amountCents }, key(operation));
      return refund.id;
    },

    /** Stripe's customer balance is negative for credit: adding credit is a negative transaction. */
    async adjustBalance(customerId, deltaCents, operation) {
      if (!customerId || deltaCents === 0) return;
      await client.customers.createBalanceTransaction(
        customerId,
        { amount: -deltaCents, currency: 'usd', description: 'Inkforge: unused plan value' },
        key(operation, 'balance'),
      );
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, operation) {
      if (subscriptionId)
        await client.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel },
          key(operation, 'cancel-at-period-end'),
        );
    },

    /**
     * A subscription schedule: its first phase keeps the current price to the period end, the
     * second bills the new price from then on, and the schedule then releases the subscription.
     * Stripe reports the switch at the period end (customer.subscription.updated), which is when
     * the tier changes. An earlier schedule of the subscription is rewritten, not duplicated.
     */
    async schedulePlanChange(subscriptionId, to, operation) {
      if (!subscriptionId) return;
      const current = await client.subscriptions.retrieve(subscriptionId, {}, key(operation, 'read'));
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const scheduleId =
        idOf(current.schedule) ??
        (
          await client.subscriptionSchedules.create(
            { from_subscription: subscriptionId },
            key(operation, 'schedule'),
          )
        ).id;
      await client.subscriptionSchedules.update(
        scheduleId,
        {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            {
              items: [{ price: item.price.id, quantity: 1 }],
              start_date: item.current_period_start,
              end_date: item.current_period_end,
            },
            {
              items: [{ price: config.prices[priceKey(to.plan, to.interval)]!, quantity: 1 }],
              duration: { interval: to.interval === 'yearly' ? 'year' : 'month', interval_count: 1 },
            },
          ],
        },
        key(operation, 'schedule-phases'),
      );
    },

    async clearScheduledChange(subscriptionId, operation) {
      if (!subscriptionId) return;
      const scheduleId = idOf(
        (await client.subscriptions.retrieve(subscriptionId, {}, key(operation, 'read'))).schedule,
      );
      if (scheduleId) await client.subscriptionSchedules.release(scheduleId, {}, key(operation, 'release'));
    },

    /** A subscription ends once: its id is the operation. */
    async cancelNow(subscriptionId) {
      if (subscriptionId)
        await client.subscriptions.cancel(subscriptionId, {}, key(`cancel:${subscriptionId}`));
    },

    /** Each visit to the portal is its own short-lived session. */
    async portalUrl(customerId, returnUrl) {
      if (!customerId) return null;
      const session = await client.billingPortal.sessions.create(
        { customer: customerId, return_url: returnUrl },
        key(`portal:${customerId}:${randomUUID()}`),
      );
      return session.url;
    },
  };

  /** What `refunds.create` takes for a recorded provider payment id (charge, payment intent, invoice or session). */
  async function refundTarget(
    providerPaymentId: string,
    operation: Operation,
  ): Promise<{ charge: string } | { payment_intent: string }> {
    if (providerPaymentId.startsWith('ch_')) return { charge: providerPaymentId };
    if (providerPaymentId.startsWith('in_')) {
      const invoice = await client.invoices.retrieve(
        providerPaymentId,
        { expand: ['payments'] },
        key(operation, 'invoice'),
      );
      const paid = invoice.payments?.data.find((p) => p.payment.payment_intent || p.payment.charge)?.payment;
      if (paid?.payment_intent) return { payment_intent: idOf(paid.payment_intent)! };
      if (paid?.charge) return { charge: idOf(paid.charge)! };
      throw new Error(`Stripe invoice ${providerPaymentId} has no payment to refund`);
    }
    if (providerPaymentId.startsWith('cs_')) {
      const session = await client.checkout.sessions.retrieve(
        providerPaymentId,
        {},
        key(operation, 'session'),
      );
      if (session.payment_intent) return { payment_intent: idOf(session.payment_intent)! };
      if (session.invoice) return refundTarget(idOf(session.invoice)!, operation);
      throw new Error(`Stripe checkout session ${providerPaymentId} has no payment to refund`);
    }
    return { payment_intent: providerPaymentId };
  }
}
