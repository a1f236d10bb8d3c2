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

/**
 * What the provider answers when money is due: the app confirms the payment itself (the local
 * provider's in-app confirm), or the customer pays on the provider's page and its signed event
 * confirms it later. Services act on this answer, never on the provider's name.
 */
export type CheckoutStart =
  { kind: 'confirm-here' } | { kind: 'redirect'; sessionId: string; redirectUrl: string };

export interface PaymentProvider {
  /** Stored on the rows a payment writes (checkouts, invoices, payments, subscriptions). */
  readonly name: PaymentProviderName;
  /** How `startCheckout` answers, known before starting: the kind of its CheckoutStart. */
  readonly confirms: CheckoutStart['kind'];
  /**
   * Whether the provider keeps the customer's credit itself and applies it to its own invoices
   * (Stripe's customer balance), so a quote must not take the app's copy of it a second time.
   */
  readonly appliesOwnBalance: boolean;
  /** Starts the payment of money due now: confirm it here, or send the customer to the page. */
  startCheckout(input: HostedCheckoutInput): Promise<CheckoutStart>;
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
    confirms: 'confirm-here',
    appliesOwnBalance: false,
    startCheckout: async () => ({ kind: 'confirm-here' }),
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
