import Stripe from 'stripe';
import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import type { PaymentProvider } from './payment-provider';
import { paidPlanKeys, priceKey, type StripeConfig } from './stripe-config';

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  readonly client: Stripe;
  readonly webhookSecret: string;
  /** The plan and interval a Stripe price id stands for; undefined for a price not configured. */
  planOfPrice(priceId: string | null | undefined): { plan: Tier; interval: BillingInterval } | undefined;
};

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
    client,
    webhookSecret: config.webhookSecret,
    planOfPrice: (priceId) => (priceId ? byPrice.get(priceId) : undefined),

    async startCheckout(input) {
      const common = {
        client_reference_id: input.checkoutId,
        metadata: { checkoutId: input.checkoutId, userId: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      };
      const session =
        input.mode === 'subscription'
          ? await client.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [{ price: config.prices[priceKey(input.plan, input.interval)], quantity: 1 }],
              subscription_data: { metadata: { userId: input.userId } },
            })
          : await client.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [
                { quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.description } } },
              ],
            });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, redirectUrl: session.url };
    },

    async refund(payment) {
      if (!payment.providerPaymentId) return null;
      const key = payment.providerPaymentId.startsWith('ch_') ? 'charge' : 'payment_intent';
      const refund = await client.refunds.create({ [key]: payment.providerPaymentId });
      return refund.id;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      if (subscriptionId) await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    /**
     * A subscription schedule: its first phase keeps the current price to the period end, the
     * second bills the new price from then on, and the schedule then releases the subscription.
     * Stripe reports the switch at the period end (customer.subscription.updated), which is when
     * the tier changes. An earlier schedule of the subscription is rewritten, not duplicated.
     */
    async schedulePlanChange(subscriptionId, to) {
      if (!subscriptionId) return;
      const current = await client.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const scheduleId = idOf(current.schedule) ?? (await client.subscriptionSchedules.create({ from_subscription: subscriptionId })).id;
      await client.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          { items: [{ price: item.price.id, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
          {
            items: [{ price: config.prices[priceKey(to.plan, to.interval)]!, quantity: 1 }],
            duration: { interval: to.interval === 'yearly' ? 'year' : 'month', interval_count: 1 },
          },
        ],
      });
    },

    async clearScheduledChange(subscriptionId) {
      if (!subscriptionId) return;
      const scheduleId = idOf((await client.subscriptions.retrieve(subscriptionId)).schedule);
      if (scheduleId) await client.subscriptionSchedules.release(scheduleId);
    },

    async cancelNow(subscriptionId) {
      if (subscriptionId) await client.subscriptions.cancel(subscriptionId);
    },

    async portalUrl(customerId, returnUrl) {
      if (!customerId) return null;
      const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
