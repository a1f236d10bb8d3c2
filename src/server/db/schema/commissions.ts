import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMMISSION_STATES } from '@common/commissions';
import { checkouts, payments } from './billing';
import { stories } from './stories';
import { users } from './users';
import { createdAt, oneOf, tstz, updatedAt } from './sql-helpers';

/** A creator's commission settings (modules/commissions, issue 26): one row per creator who set them. */
export const commissionSettings = pgTable(
  'commission_settings',
  {
    creatorId: uuid('creator_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    open: boolean('open').notNull().default(false),
    minPriceCents: integer('min_price_cents').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
    turnaroundDays: integer('turnaround_days').notNull(),
    terms: text('terms').notNull().default(''),
    maxOpen: integer('max_open').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'commission_settings_price_check',
      sql`0 < ${t.minPriceCents} and ${t.minPriceCents} <= ${t.maxPriceCents}`,
    ),
    check('commission_settings_open_check', sql`${t.maxOpen} >= 1 and ${t.turnaroundDays} >= 1`),
  ],
);

/**
 * A commission: a patron asks a creator for a story (common/commissions.ts has the states). The
 * state changes only by one UPDATE ... WHERE state = expected under the row's lock. A deleted
 * account leaves the commission and its money as they were (the party becomes null).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('commission_id').primaryKey().defaultRandom(),
    patronId: uuid('patron_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('requested'),
    brief: text('brief').notNull(),
    lengthWords: integer('length_words').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** The agreed price (the offer, or the counter once the patron accepts it). */
    priceCents: integer('price_cents').notNull(),
    counterPriceCents: integer('counter_price_cents'),
    counterDeadline: date('counter_deadline', { mode: 'string' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payment that holds the money (billing's, one-off); unique: one payment is one commission. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The provider's payment page started for it (Stripe), reused by a repeated 'pay'. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    /** The delivered story, readable by the patron through this commission only. */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    storyTitle: text('story_title'),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commissions_patron_key').on(t.patronId, t.idempotencyKey),
    uniqueIndex('commissions_payment_key').on(t.paymentId),
    index('commissions_creator_idx').on(t.creatorId, t.state),
    index('commissions_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.state} = 'delivered'`),
    check('commissions_state_check', oneOf(t.state, COMMISSION_STATES)),
    check('commissions_price_check', sql`${t.priceCents} > 0`),
  ],
);

/** The history of a commission: one row per transition, oldest first. */
export const commissionEvents = pgTable(
  'commission_events',
  {
    id: uuid('commission_event_id').primaryKey().defaultRandom(),
    commissionId: uuid('commission_id')
      .notNull()
      .references(() => commissions.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** Who moved it; null for the auto-accept job or a deleted account. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('commission_events_commission_idx').on(t.commissionId, t.createdAt)],
);

/**
 * The commission ledger: the money of a commission, in integer cents. 'hold' when the patron
 * pays, then exactly one settlement: 'release' (to the creator) or 'refund' (to the patron). The
 * unique keys make each at most once, whatever runs twice: one row per (commission, kind), and one
 * settlement per commission. The parties are kept by id (null once deleted): the amounts stay.
 */
export const commissionLedger = pgTable(
  'commission_ledger',
  {
    id: uuid('commission_ledger_id').primaryKey().defaultRandom(),
    commissionId: uuid('commission_id').references(() => commissions.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    patronId: uuid('patron_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_ledger_kind_key').on(t.commissionId, t.kind),
    uniqueIndex('commission_ledger_settlement_key')
      .on(t.commissionId)
      .where(sql`${t.kind} in ('release', 'refund')`),
    index('commission_ledger_creator_idx').on(t.creatorId, t.createdAt),
    check('commission_ledger_kind_check', oneOf(t.kind, ['hold', 'release', 'refund'])),
    check('commission_ledger_amount_check', sql`${t.amountCents} > 0`),
  ],
);
