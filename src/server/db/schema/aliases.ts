import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALIAS_MAX, ALIAS_MIN, ALIAS_VISIBILITY } from '@common/constants';
import { users } from './users';
import { createdAt, lengthBetween, oneOf } from './sql-helpers';

/**
 * user_aliases: other names a user writes under (SPEC sections 4 and 5). Stored lowercase and
 * unique across all users; at most one primary per user, so "set primary" must clear the old
 * one first in the same transaction (the partial unique index refuses two).
 */
export const userAliases = pgTable(
  'user_aliases',
  {
    id: uuid('alias_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    visibility: text('visibility').notNull().default('public'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_aliases_alias_lower_key').on(sql`lower(${t.alias})`),
    uniqueIndex('user_aliases_one_primary_key').on(t.userId).where(sql.raw(`"is_primary"`)),
    // The user's list, primary first.
    index('user_aliases_user_idx').on(t.userId, t.isPrimary.desc().nullsFirst(), t.createdAt),
    // Search by public alias.
    index('user_aliases_public_trgm_idx')
      .using('gin', sql`${t.alias} gin_trgm_ops`)
      .where(sql.raw(`"visibility" = 'public'`)),
    check('user_aliases_lowercase_check', sql`${t.alias} = lower(${t.alias})`),
    check('user_aliases_length_check', lengthBetween(t.alias, ALIAS_MIN, ALIAS_MAX)),
    check('user_aliases_visibility_check', oneOf(t.visibility, ALIAS_VISIBILITY)),
  ],
);
