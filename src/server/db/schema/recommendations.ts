import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { stories } from './stories';
import { users } from './users';
import { createdAt, tstz } from './sql-helpers';

/**
 * author_mutes (issue 25): a reader who muted an author sees none of their stories in
 * recommendations, and hides them from the library with the advanced filter. Private to the
 * reader, goes with either account (CASCADE).
 */
export const authorMutes = pgTable(
  'author_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedAt: createdAt(),
  },
  (t) => [
    // The reader's mutes (the primary key's prefix) and the filter's anti-join (user, author).
    primaryKey({ name: 'author_mutes_pkey', columns: [t.userId, t.authorId] }),
    index('author_mutes_author_idx').on(t.authorId),
    check('author_mutes_not_self_check', sql`${t.userId} <> ${t.authorId}`),
  ],
);

/**
 * story_neighbours (issue 25): for each story, its top-K most similar stories by item-to-item
 * collaborative filtering over readers' signals (reading progress, ratings, bookmarks), written
 * by the recommendation job. `score` is the share of the story's readers who also read the
 * neighbour (co-readers / (its readers + 2)); see neighbours.repository.ts.
 */
export const storyNeighbours = pgTable(
  'story_neighbours',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    neighbourId: uuid('neighbour_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (t) => [
    primaryKey({ name: 'story_neighbours_pkey', columns: [t.storyId, t.neighbourId] }),
    index('story_neighbours_neighbour_idx').on(t.neighbourId),
  ],
);

/**
 * recommendation_job_state: one row per job name; `watermark` is the newest signal time the last
 * finished run took in, so the next run recomputes only the stories touched since.
 */
export const recommendationJobState = pgTable('recommendation_job_state', {
  name: text('name').primaryKey(),
  watermark: tstz('watermark').notNull(),
  storiesComputed: integer('stories_computed').notNull().default(0),
});
