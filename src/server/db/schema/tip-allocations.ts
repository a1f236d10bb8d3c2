import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { TIP_ALLOCATION_MODES } from '@common/schemas/tip-allocation';
import { users } from './users';
import { oneOf, tstz, updatedAt } from './sql-helpers';

/**
 * The monthly tip allocation (modules/tips, issue 26). A patron's split is theirs alone and goes
 * with their account; the tips it became stay in the ledger (tips.ts, source 'allocation').
 */
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** How a patron splits their allocation; no row means by reading time. */
export const tipAllocations = pgTable(
  'tip_allocations',
  {
    userId: userRef('user_id').primaryKey(),
    mode: text('mode').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('tip_allocations_mode_check', oneOf(t.mode, TIP_ALLOCATION_MODES))],
);

/**
 * A hand-made share: a percentage or an amount in cents, never both. A creator who deletes their
 * account drops out of the split; the month's close shares the allocation among the rest in the
 * same proportions.
 */
export const tipAllocationShares = pgTable(
  'tip_allocation_shares',
  {
    userId: userRef('user_id'),
    creatorId: userRef('creator_id'),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
  },
  (t) => [
    primaryKey({ name: 'tip_allocation_shares_pkey', columns: [t.userId, t.creatorId] }),
    index('tip_allocation_shares_creator_idx').on(t.creatorId),
    check(
      'tip_allocation_shares_one_check',
      sql`(${t.percent} is null) <> (${t.amountCents} is null)
        and coalesce(${t.percent}, 1) between 1 and 100 and coalesce(${t.amountCents}, 1) >= 1`,
    ),
  ],
);

/**
 * One row per patron and month closed (month: its first day, UTC). The month-end job inserts it in
 * the same transaction as the month's tips, and only goes on when the insert was new: the key
 * makes the close once per patron and month whatever runs it (a retry, two servers, a restart that
 * rolled back a half-done close).
 */
export const tipAllocationMonths = pgTable(
  'tip_allocation_months',
  {
    patronId: userRef('patron_id'),
    month: date('month', { mode: 'string' }).notNull(),
    allocationCents: integer('allocation_cents').notNull(),
    /** Tips recorded (0 when nothing was read and no split was set). */
    tips: integer('tips').notNull(),
    closedAt: tstz('closed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tip_allocation_months_pkey', columns: [t.patronId, t.month] }),
    check(
      'tip_allocation_months_counts_check',
      sql`${t.allocationCents} >= 0 and ${t.tips} >= 0 and extract(day from ${t.month}) = 1`,
    ),
  ],
);

/**
 * Minutes a reader read each author's stories in a month (month: its first day, UTC), added by
 * every progress report: the weights of a split by reading time.
 */
export const monthlyReadingMinutes = pgTable(
  'monthly_reading_minutes',
  {
    userId: userRef('user_id'),
    authorId: userRef('author_id'),
    month: date('month', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'monthly_reading_minutes_pkey', columns: [t.userId, t.month, t.authorId] }),
    index('monthly_reading_minutes_author_idx').on(t.authorId),
    check('monthly_reading_minutes_minutes_check', sql`${t.minutes} >= 0`),
  ],
);
