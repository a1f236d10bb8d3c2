import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, lengthBetween, updatedAt } from './sql-helpers';

/**
 * A reader's saved library filters (issue 25): a name and the search's query parameters as the
 * address carries them (`{ tags: 'a,b', minWords: '50000' }`), validated by the search's own
 * schema on the way in. Private to the reader; goes with the account.
 */
export const filterPresets = pgTable(
  'filter_presets',
  {
    id: uuid('filter_preset_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per reader (case-insensitive); also the reader's list in name order.
    uniqueIndex('filter_presets_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    index('filter_presets_user_created_idx').on(t.userId, t.createdAt),
    check('filter_presets_name_length_check', lengthBetween(t.name, 1, 60)),
  ],
);
