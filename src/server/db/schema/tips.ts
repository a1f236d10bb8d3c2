import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIP_SOURCES, TIP_STATUSES } from '@common/schemas/tips';
import { checkouts, payments } from './billing';
import { stories } from './stories';
import { users } from './users';
import { createdAt, oneOf, tstz } from './sql-helpers';

/**
 * The tip ledger (modules/tips, issue 26): money a reader gave a creator, in integer cents. A
 * one-off tip is paid through billing (its payment, unique, so one payment is never two tips);
 * the sender's idempotency key is unique per sender, so a repeated request is the same tip. A
 * deleted account leaves the ledger as it was: the sender or creator becomes null (the story's
 * title is kept with the tip), the amounts and months stay.
 */
export const tips = pgTable(
  'tips',
  {
    id: uuid('tip_id').primaryKey().defaultRandom(),
    tipperId: uuid('tipper_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    /** The story's title when tipped, so the ledger still names it once the story is gone. */
    storyTitle: text('story_title'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
    paidAt: tstz('paid_at'),
    /** Refunded at the provider (a Stripe dashboard refund): no longer counted as earned. */
    refundedAt: tstz('refunded_at'),
  },
  (t) => [
    uniqueIndex('tips_tipper_idempotency_key').on(t.tipperId, t.idempotencyKey),
    uniqueIndex('tips_payment_key').on(t.paymentId),
    uniqueIndex('tips_checkout_key').on(t.checkoutId),
    // The creator's earnings: paid tips by time.
    index('tips_creator_paid_idx')
      .on(t.creatorId, t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    index('tips_story_idx').on(t.storyId),
    check('tips_amount_check', sql`${t.amountCents} > 0`),
    check('tips_source_check', oneOf(t.source, TIP_SOURCES)),
    check('tips_status_check', oneOf(t.status, TIP_STATUSES)),
    check('tips_paid_check', sql`(${t.status} = 'pending') = (${t.paidAt} is null)`),
  ],
);
