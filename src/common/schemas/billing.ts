import { z } from 'zod';
import { TIERS } from '../constants';

/**
 * The billing API contract (plans, checkout, subscription, invoices, refunds, admin comps).
 * Money is always integer cents plus an ISO currency code ('usd'); dates are ISO strings.
 * A plan is named by its tier (SPEC section 9), an interval is 'monthly' or 'yearly'.
 *
 * Endpoints (all signed-in unless noted; errors use the app's { error: { code, message } } shape):
 *   GET  /api/v1/billing                       -> billingOverviewSchema
 *        current subscription, usage this month against limits, invoices, past-due banner.
 *   POST /api/v1/billing/checkout              body checkoutRequestSchema -> 201 checkoutSchema
 *        a quote computed by the server (proration, effective now or at period end), single use,
 *        expires after 30 minutes. 400 unknown plan / interval, 400 'You are already on this plan.'
 *        With Stripe: `redirectUrl` is the Stripe Checkout page when money is due now.
 *   GET  /api/v1/billing/checkout/:id          -> checkoutSchema (404 if not the caller's)
 *   POST /api/v1/billing/checkout/:id/confirm  -> checkoutSchema (status 'completed')
 *        local provider only (Stripe confirms through its webhook; 400 there). Idempotent: a
 *        second confirm answers the completed checkout again without a second charge.
 *        400 if expired or the plan changed since the quote.
 *   GET  /api/v1/billing/invoices/:id          -> receiptSchema (404 if not the caller's)
 *   POST /api/v1/billing/cancel                -> billingOverviewSchema (cancel at period end; 400 on a free tier)
 *   POST /api/v1/billing/resume                -> billingOverviewSchema (undo cancel / scheduled downgrade)
 *   POST /api/v1/billing/refund                body refundRequestSchema -> billingOverviewSchema
 *        payment under 30 days old: the current period's payment is refunded in full and the plan
 *        ends (free tier of its plan type); an earlier payment returns only its credit still in
 *        the account balance and the plan stays (each invoice's `refund` says which).
 *        400 'Payments can only be refunded within 30 days.'; 404 unknown payment.
 *   POST /api/v1/billing/portal                -> portalSchema (Stripe Customer Portal URL);
 *        400 with a message on the local provider or without a Stripe customer.
 *   POST /api/v1/billing/webhook/stripe        (Stripe only, no session, no CSRF check; raw body,
 *        signature verified: 400 on a bad signature; replays and unknown customers are 200 no-ops)
 *   GET  /api/v1/admin/users/:id/billing       -> adminBillingSchema (is_admin only; 404 otherwise)
 *   POST /api/v1/admin/users/:id/comp          body compRequestSchema -> adminBillingSchema
 *
 * Switching monthly <-> yearly, upgrading, downgrading and switching creator <-> reader plans all
 * go through POST checkout with the target plan and interval; the quote says what happens.
 */

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const planSchema = z.enum(TIERS, { error: 'Choose one of the plans on /subscription' });
export const intervalSchema = z.enum(BILLING_INTERVALS, { error: "Interval must be 'monthly' or 'yearly'" });

export const checkoutRequestSchema = z.object({ plan: planSchema, interval: intervalSchema });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutSchema = z.object({
  id: z.uuid(),
  plan: planSchema,
  interval: intervalSchema,
  /** The caller's plan when the quote was made. */
  fromPlan: planSchema,
  fromInterval: intervalSchema.nullable(),
  /** upgrade: charged now; downgrade: free now, at period end; switch: same price level; new: from a free tier. */
  kind: z.enum(['new', 'upgrade', 'downgrade', 'switch']),
  /** Full price of the new plan for one interval. */
  priceCents: z.number().int(),
  /** The whole unused value of the current period, taken off the price first (changes made now). */
  prorationCreditCents: z.number().int(),
  /** Taken from the account balance toward the price. */
  balanceAppliedCents: z.number().int(),
  /** Unused value beyond the price: added to the account balance, never lost. */
  toBalanceCents: z.number().int(),
  amountDueNowCents: z.number().int(),
  currency: z.string(),
  effective: z.enum(['now', 'period_end']),
  /** When the change applies: now, or the current period's end. */
  effectiveAt: z.string(),
  /** End of the new billing period if confirmed now (null for a free tier). */
  periodEnd: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(['pending', 'completed', 'expired']),
  expiresAt: z.string(),
  /** Stripe Checkout page to send the browser to; null on the local provider or when nothing is due. */
  redirectUrl: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const subscriptionSchema = z.object({
  plan: planSchema,
  interval: intervalSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade or switch waiting for the period end (null when none). */
  scheduledChange: z
    .object({ plan: planSchema, interval: intervalSchema.nullable(), at: z.string() })
    .nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Set while an admin comp is running. */
  compUntil: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** One usage bar: `limit` null means unlimited. */
export const usageSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  plan: planSchema,
  interval: intervalSchema.nullable(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded', 'open', 'failed']),
  issuedAt: z.string(),
  /** The payment of this invoice (null when nothing was paid). */
  paymentId: z.uuid().nullable(),
  /** True while the payment may still be refunded (paid, under 30 days, something of it unused). */
  refundable: z.boolean(),
  /** What a refund of it does now (null when it cannot be refunded here). */
  refund: z
    .object({
      /** Money returned. */
      amountCents: z.number().int(),
      /** The current plan ends now and the account returns to its free tier. */
      endsPlan: z.boolean(),
      /** Unused value that stays with the account as balance. */
      toBalanceCents: z.number().int(),
      /** Taken out of the account balance (this payment's credit still unspent). */
      fromBalanceCents: z.number().int(),
    })
    .nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const billingOverviewSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  tier: planSchema,
  subscription: subscriptionSchema.nullable(),
  /** Account balance in cents: unused plan value kept for later invoices and renewals. */
  balanceCents: z.number().int(),
  usage: z.object({ privateWorlds: usageSchema, characters: usageSchema, aiGenerations: usageSchema }),
  invoices: z.array(invoiceSummarySchema),
  /** Past-due renewal: ask the user to update payment before `graceEndsAt`. */
  banner: z.object({ kind: z.literal('past_due'), message: z.string(), graceEndsAt: z.string() }).nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const receiptSchema = invoiceSummarySchema.extend({
  customer: z.object({ username: z.string(), email: z.string() }),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  prorationCreditCents: z.number().int(),
  refundedCents: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const refundRequestSchema = z.object({ paymentId: z.uuid({ error: 'Choose a payment to refund' }) });
export const portalSchema = z.object({ url: z.string() });

export const compRequestSchema = z.object({
  plan: planSchema,
  /** ISO date-time in the future: the comp ends then and the account returns to its free tier. */
  until: z.iso.datetime({ offset: true, error: 'Until must be a date and time' }),
});

export const tierChangeSchema = z.object({
  from: planSchema,
  to: planSchema,
  reason: z.string(),
  at: z.string(),
  /** The user id of whoever made it (the user, an admin), or null for the provider / a job. */
  by: z.uuid().nullable(),
});

export const adminBillingSchema = z.object({
  user: z.object({ id: z.uuid(), username: z.string(), email: z.string(), tier: planSchema }),
  subscription: subscriptionSchema.nullable(),
  invoices: z.array(invoiceSummarySchema),
  tierChanges: z.array(tierChangeSchema),
});
export type AdminBilling = z.infer<typeof adminBillingSchema>;
