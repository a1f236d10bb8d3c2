import type { Tier } from '@common/constants';
import type { BillingInterval, PaymentProviderName } from '@common/schemas/billing';

/**
 * The payment provider behind billing: `local` (embedded, takes no real payments) or `stripe`.
 * The billing module decides what a change costs; a provider only moves money and reports back.
 * A tier never changes from what a browser brings back: the local provider is confirmed by the
 * signed-in user's POST confirm, Stripe by its signed webhook.
 */
export type HostedCheckoutInput = {
  checkoutId: string;
  /** 'subscription' for plans, 'payment' for one-off purchases (marketplace). */
  mode: 'subscription' | 'payment';
  userId: string;
  email: string;
  customerId: string | null;
  plan: Tier;
  interval: BillingInterval;
  amountCents: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** When the payment page stops taking payments (at least 30 minutes ahead); the provider's default when absent. */
  expiresAt?: Date;
};

/**
 * Names one operation of the app toward the provider, e.g. `cancel-at-period-end:<subscription
 * row>:<its version>`. Stripe receives it (with a step suffix) as the Idempotency-Key of every call
 * the operation makes, so a retry of the same operation (a network retry, or a webhook Stripe
 * sends again after a failure) is the same request there, and two different operations never share
 * a key. Operations that act once on one object (a checkout's session, a payment's refund, a
 * subscription's cancel, a page's expiry) derive it from that object's id themselves.
 */
export type Operation = string;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Starts the provider's hosted checkout for money due now; null when the app confirms itself
   * (the local provider's in-app page).
   */
  startCheckout(input: HostedCheckoutInput): Promise<{ sessionId: string; redirectUrl: string } | null>;
  /**
   * Makes a payment page started by `startCheckout` unpayable. False when it can no longer be
   * expired because it was paid (its completion is on its way); true when it is expired.
   */
  expireCheckout(sessionId: string): Promise<boolean>;
  /** Refunds `amountCents` of a payment at the provider, once per provider payment; the refund's id (null locally). */
  refund(payment: { providerPaymentId: string | null; amountCents: number }): Promise<string | null>;
  /**
   * Moves the customer's account balance at the provider by `deltaCents` (positive adds credit,
   * negative takes it away), so that the provider's balance stays the one the app shows.
   */
  adjustBalance(customerId: string | null, deltaCents: number, operation: Operation): Promise<void>;
  /** Tells the provider to stop (or keep) renewing at the period end. */
  setCancelAtPeriodEnd(
    providerSubscriptionId: string | null,
    cancel: boolean,
    operation: Operation,
  ): Promise<void>;
  /**
   * Moves the subscription to `to` at its current period end (a downgrade or a yearly-to-monthly
   * switch): nothing is charged or credited now, the next renewal bills the new plan.
   */
  schedulePlanChange(
    providerSubscriptionId: string | null,
    to: { plan: Tier; interval: BillingInterval },
    operation: Operation,
  ): Promise<void>;
  /** Drops a change scheduled by `schedulePlanChange`: the subscription renews as it is. */
  clearScheduledChange(providerSubscriptionId: string | null, operation: Operation): Promise<void>;
  /** Ends a subscription at once (after a refund, or when its account is deleted). */
  cancelNow(providerSubscriptionId: string | null): Promise<void>;
  /** A page where the customer manages cards and invoices; null when the provider has none. */
  portalUrl(customerId: string | null, returnUrl: string): Promise<string | null>;
}

/** The embedded provider: every payment succeeds at once and no money moves. */
export function createLocalProvider(): PaymentProvider {
  return {
    name: 'local',
    startCheckout: async () => null,
    expireCheckout: async () => true,
    refund: async () => null,
    adjustBalance: async () => undefined,
    setCancelAtPeriodEnd: async () => undefined,
    schedulePlanChange: async () => undefined,
    clearScheduledChange: async () => undefined,
    cancelNow: async () => undefined,
    portalUrl: async () => null,
  };
}
