import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, lengthBetween } from './sql-helpers';

/**
 * xp_ledger: every experience-point award, one row per event. users.experience_points is the
 * sum of a user's rows and only changes together with an insert here (modules/xp awardXp), so
 * the total can always be explained. The unique (user, rule, ref) key makes an award idempotent:
 * the same event (e.g. chapter X published) never pays twice, however often it is reported.
 */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: uuid('xp_ledger_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An XpRule name (modules/xp/xp-rules.ts); not a CHECK so rules can be added without a migration. */
    rule: text('rule').notNull(),
    amount: integer('amount').notNull(),
    /** What the award is for (a chapter id, 'storyId:raterId', ...); see the rule's comment. */
    refId: text('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('xp_ledger_user_rule_ref_key').on(t.userId, t.rule, t.refId),
    // XP This Month: a user's rows since the first of the month.
    index('xp_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('xp_ledger_amount_check', sql`${t.amount} > 0`),
    check('xp_ledger_rule_length_check', lengthBetween(t.rule, 1, 64)),
    check('xp_ledger_ref_length_check', lengthBetween(t.refId, 1, 200)),
  ],
);
