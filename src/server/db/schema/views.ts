import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { VIEW_SOURCES } from '@common/analytics';
import { chapters } from './chapters';
import { stories } from './stories';
import { oneOf } from './sql-helpers';

/**
 * story_views: who has already been counted as a viewer of a story on a UTC day, so a reload
 * does not add a view. `viewer_key` is an HMAC (hex) of the day and the reader's identity (the
 * user id when signed in, else the client address and user agent), keyed by the server secret:
 * no raw address is stored, and a key cannot be linked to the same guest on another day.
 * `hits` counts that reader's page opens of the day and `source` is the coarse kind of place the
 * first one came from (internal page, feed, outside referrer, direct): never the referrer itself.
 * Rows of past days are only needed for the day itself and the analytics rollup of it;
 * `story_views_day_idx` serves both.
 */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewerKey: text('viewer_key').notNull(),
    hits: integer('hits').notNull().default(1),
    source: text('source').notNull().default('direct'),
  },
  (t) => [
    primaryKey({ name: 'story_views_pkey', columns: [t.storyId, t.day, t.viewerKey] }),
    index('story_views_day_idx').on(t.day),
    check('story_views_viewer_key_check', sql`${t.viewerKey} ~ '^[0-9a-f]{64}$'`),
    check('story_views_hits_check', sql`${t.hits} >= 1`),
    check('story_views_source_check', oneOf(t.source, VIEW_SOURCES)),
  ],
);

/**
 * chapter_views: which readers opened a published chapter on a UTC day, under the same keyed
 * hash as story_views (the input of reads per chapter and the drop-off chart); purged with them.
 */
export const chapterViews = pgTable(
  'chapter_views',
  {
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewerKey: text('viewer_key').notNull(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'chapter_views_pkey', columns: [t.chapterId, t.day, t.viewerKey] }),
    index('chapter_views_day_idx').on(t.day),
    check('chapter_views_viewer_key_check', sql`${t.viewerKey} ~ '^[0-9a-f]{64}$'`),
  ],
);
