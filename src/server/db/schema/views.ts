import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stories } from './stories';

/**
 * story_views: who has already been counted as a viewer of a story on a UTC day, so a reload
 * does not add a view. `viewer_key` is an HMAC (hex) of the day and the reader's identity (the
 * user id when signed in, else the client address and user agent), keyed by the server secret:
 * no raw address is stored, and a key cannot be linked to the same guest on another day.
 * Rows of past days are only needed for the day itself; `story_views_day_idx` serves purging them.
 */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewerKey: text('viewer_key').notNull(),
  },
  (t) => [
    primaryKey({ name: 'story_views_pkey', columns: [t.storyId, t.day, t.viewerKey] }),
    index('story_views_day_idx').on(t.day),
    check('story_views_viewer_key_check', sql`${t.viewerKey} ~ '^[0-9a-f]{64}$'`),
  ],
);
