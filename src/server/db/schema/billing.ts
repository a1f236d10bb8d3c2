import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIERS } from '@common/constants';
import { BILLING_INTERVALS, PAYMENT_PROVIDERS, SUBSCRIPTION_STATUSES } from '@common/schemas/billing';
import { templates } from './templates';
import { users } from './users';
import { createdAt, oneOf, tstz, updatedAt } from './sql-helpers';

/**
 * Billing state (modules/billing). Money is integer cents with its currency. Only the billing
 * module writes these tables and users.subscription_tier; every tier change is logged in
 * tier_changes. Single-use and idempotency are unique keys here, not only code: one current
 * subscription per user, one invoice per checkout, one payment per invoice, one row per provider
 * event.
 */

/** The user's one current subscription (a free tier has none, or a canceled one). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('subscription_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    interval: text('interval'),
    status: text('status').notNull(),
    currentPeriodStart: tstz('current_period_start'),
    currentPeriodEnd: tstz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade or switch applied when the period ends. */
    scheduledPlan: text('scheduled_plan'),
    scheduledInterval: text('scheduled_interval'),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Set while the plan is an admin comp: it ends then. */
    compUntil: tstz('comp_until'),
    /** When a renewal failed; the plan drops to the free tier after the grace period. */
    pastDueSince: tstz('past_due_since'),
    /**
     * Account balance in cents: unused plan value beyond what a change cost (docs/decisions.md,
     * account balance). Later checkouts and renewals take from it first; refunds follow it.
     */
    balanceCents: integer('balance_cents').notNull().default(0),
    /** The invoice that opened the current period (its payment is the one a refund ends the plan with). */
    periodInvoiceId: uuid('period_invoice_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
    index('subscriptions_provider_customer_idx').on(t.providerCustomerId),
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd),
    check('subscriptions_plan_check', oneOf(t.plan, TIERS)),
    check('subscriptions_scheduled_plan_check', oneOf(t.scheduledPlan, TIERS)),
    check('subscriptions_interval_check', oneOf(t.interval, BILLING_INTERVALS)),
    check('subscriptions_scheduled_interval_check', oneOf(t.scheduledInterval, BILLING_INTERVALS)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('subscriptions_balance_check', sql`${t.balanceCents} >= 0`),
  ],
);

/** A quote the server computed for a plan change or a one-off purchase; confirmed at most once. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('checkout_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'plan' changes the subscription; 'purchase' (a template) and 'tip' are one-off payments. */
    purpose: text('purpose').notNull().default('plan'),
    /** The template a 'purchase' checkout buys (null for plans, or once the template is deleted). */
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** What a one-off checkout of another good buys (a tip's row for 'tip'); null for plans and templates. */
    itemId: uuid('item_id'),
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    fromPlan: text('from_plan').notNull(),
    fromInterval: text('from_interval'),
    kind: text('kind').notNull(),
    priceCents: integer('price_cents').notNull(),
    prorationCreditCents: integer('proration_credit_cents').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull(),
    /** Taken from the account balance toward the price. */
    balanceAppliedCents: integer('balance_applied_cents').notNull().default(0),
    /** Unused value beyond the price: added to the account balance. */
    toBalanceCents: integer('to_balance_cents').notNull().default(0),
    currency: text('currency').notNull(),
    effective: text('effective').notNull(),
    effectiveAt: tstz('effective_at').notNull(),
    periodEnd: tstz('period_end'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    redirectUrl: text('redirect_url'),
    status: text('status').notNull().default('pending'),
    expiresAt: tstz('expires_at').notNull(),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    index('checkouts_template_idx')
      .on(t.templateId)
      .where(sql`${t.templateId} is not null`),
    check('checkouts_template_purpose_check', sql`${t.templateId} is null or ${t.purpose} = 'purchase'`),
    uniqueIndex('checkouts_provider_session_key').on(t.providerSessionId),
    /** One payable provider page per plan and interval of a user (modules/billing/checkout-pages.ts). */
    uniqueIndex('checkouts_open_plan_page_key')
      .on(t.userId, t.plan, t.interval)
      .where(sql`${t.purpose} = 'plan' and ${t.status} = 'pending' and ${t.providerSessionId} is not null`),
    check('checkouts_purpose_check', oneOf(t.purpose, ['plan', 'purchase', 'tip', 'commission'])),
    check(
      'checkouts_item_purpose_check',
      sql`${t.itemId} is null or ${t.purpose} not in ('plan', 'purchase')`,
    ),
    check('checkouts_plan_check', oneOf(t.plan, TIERS)),
    check('checkouts_interval_check', oneOf(t.interval, BILLING_INTERVALS)),
    check('checkouts_kind_check', oneOf(t.kind, ['new', 'upgrade', 'downgrade', 'switch'])),
    check('checkouts_effective_check', oneOf(t.effective, ['now', 'period_end'])),
    check('checkouts_status_check', oneOf(t.status, ['pending', 'completed', 'expired'])),
    check('checkouts_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check(
      'checkouts_amounts_check',
      sql`${t.priceCents} >= 0 and ${t.prorationCreditCents} >= 0 and ${t.amountDueCents} >= 0 and ${t.balanceAppliedCents} >= 0 and ${t.toBalanceCents} >= 0`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('invoice_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The checkout this invoice settles: unique, so a checkout is never charged twice. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    interval: text('interval'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    prorationCreditCents: integer('proration_credit_cents').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    periodStart: tstz('period_start'),
    periodEnd: tstz('period_end'),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('invoices_checkout_key').on(t.checkoutId),
    uniqueIndex('invoices_provider_invoice_key').on(t.providerInvoiceId),
    check('invoices_plan_check', oneOf(t.plan, TIERS)),
    check('invoices_status_check', oneOf(t.status, ['paid', 'refunded', 'open', 'failed'])),
    check('invoices_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('payment_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    /** Stripe charge or payment intent id; null on the local provider. */
    providerPaymentId: text('provider_payment_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: tstz('paid_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_invoice_key').on(t.invoiceId),
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    index('payments_user_idx').on(t.userId),
    check('payments_status_check', oneOf(t.status, ['succeeded', 'refunded'])),
    check('payments_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check(
      'payments_amount_check',
      sql`${t.amountCents} > 0 and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('refund_id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_payment_key').on(t.paymentId),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Provider webhook events already handled: a replay finds its id here and changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** Every change of users.subscription_tier: from, to, why, when, by whom (null: provider or job). */
export const tierChanges = pgTable(
  'tier_changes',
  {
    id: uuid('tier_change_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tier_changes_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('tier_changes_from_check', oneOf(t.fromTier, TIERS)),
    check('tier_changes_to_check', oneOf(t.toTier, TIERS)),
  ],
);
