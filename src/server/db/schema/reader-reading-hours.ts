import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { stories } from './stories';
import { users } from './users';

/**
 * The reader's analytics dashboard's rollup: what a reader read of one story in one hour of one
 * UTC day, in whole seconds of active reading and words advanced. Written (upserted, added to) by
 * every progress report, in the report's transaction, so the dashboard's year is at most 24 x 366
 * rows per story read and is summed, never recomputed from raw events. The primary key leads with
 * (user, day): the year query is an index range scan. Rows go with the reader and the story.
 */
export const readerReadingHours = pgTable(
  'reader_reading_hours',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    words: integer('words').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'reader_reading_hours_pkey', columns: [t.userId, t.day, t.hour, t.storyId] }),
    index('reader_reading_hours_story_idx').on(t.storyId),
    check(
      'reader_reading_hours_counts_check',
      sql`${t.hour} between 0 and 23 and ${t.seconds} >= 0 and ${t.words} >= 0`,
    ),
  ],
);
