import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { stories } from './stories';
import { users } from './users';
import { tstz } from './sql-helpers';

/**
 * Story analytics (issue 27): daily rollups written only by the rollup job
 * (modules/analytics/analytics-rollup.job.ts) and read by the analytics API, which never reads
 * raw events. A day's rows are replaced whole each time the job recomputes that day, so running
 * it twice gives the same numbers. Counts are never below zero.
 */
const nonNegative = (...cols: AnyPgColumn[]) =>
  sql.join(
    cols.map((c) => sql`${c} >= 0`),
    sql` and `,
  );

/**
 * The story numbers of one day, summed: a story's own in story_daily_stats, and all the author's
 * stories' together in author_daily_stats (so the author overview's daily series reads one row
 * per day instead of one per story and day). A new builder per table, as Drizzle wants.
 */
const storySums = () => ({
  views: integer('views').notNull().default(0),
  readers: integer('readers').notNull().default(0),
  fromInternal: integer('from_internal').notNull().default(0),
  fromFeed: integer('from_feed').notNull().default(0),
  fromExternal: integer('from_external').notNull().default(0),
  fromDirect: integer('from_direct').notNull().default(0),
  bookmarks: integer('bookmarks').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  ratings: integer('ratings').notNull().default(0),
  ratingTotal: integer('rating_total').notNull().default(0),
  reviews: integer('reviews').notNull().default(0),
  reviewTotal: integer('review_total').notNull().default(0),
  progressReaders: integer('progress_readers').notNull().default(0),
  progressTotal: integer('progress_total').notNull().default(0),
});

/**
 * One row per story and UTC day with any activity. `author_id` is the story's author, kept here
 * so an author's overview reads one index range (author, day) across all their stories.
 * views: page opens; readers: distinct readers that day (keyed hashes, never addresses);
 * from_*: readers by where they came from; progress_*: readers whose last read was that day and
 * the sum of their progress percentages (for the average read-through).
 */
export const storyDailyStats = pgTable(
  'story_daily_stats',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...storySums(),
  },
  (t) => [
    primaryKey({ name: 'story_daily_stats_pkey', columns: [t.storyId, t.day] }),
    // The author overview's story list sums views and readers per story over the period: with
    // them in the key, an index-only scan (36,500 entries for 100 stories over a year).
    index('story_daily_stats_author_day_idx').on(t.authorId, t.day, t.storyId, t.views, t.readers),
    index('story_daily_stats_day_idx').on(t.day),
    check(
      'story_daily_stats_counts_check',
      nonNegative(
        t.views,
        t.readers,
        t.fromInternal,
        t.fromFeed,
        t.fromExternal,
        t.fromDirect,
        t.bookmarks,
        t.comments,
        t.ratings,
        t.reviews,
        t.progressReaders,
        t.progressTotal,
      ),
    ),
  ],
);

/** Distinct readers of one chapter on one UTC day (reads per chapter, the drop-off chart). */
export const chapterDailyStats = pgTable(
  'chapter_daily_stats',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    readers: integer('readers').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'chapter_daily_stats_pkey', columns: [t.storyId, t.day, t.chapterId] }),
    index('chapter_daily_stats_day_idx').on(t.day),
    check('chapter_daily_stats_readers_check', sql`${t.readers} >= 0`),
  ],
);

/**
 * One row per author and UTC day: followers gained and lost, template sales and earnings (cents),
 * and the day's story numbers summed over the author's stories (a deleted story's past days stay
 * in these sums: they are what the author's readers did that day).
 */
export const authorDailyStats = pgTable(
  'author_daily_stats',
  {
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    followersGained: integer('followers_gained').notNull().default(0),
    followersLost: integer('followers_lost').notNull().default(0),
    templateSales: integer('template_sales').notNull().default(0),
    earningsCents: integer('earnings_cents').notNull().default(0),
    ...storySums(),
  },
  (t) => [
    primaryKey({ name: 'author_daily_stats_pkey', columns: [t.authorId, t.day] }),
    index('author_daily_stats_day_idx').on(t.day),
    check(
      'author_daily_stats_counts_check',
      nonNegative(t.followersGained, t.followersLost, t.templateSales, t.earningsCents),
    ),
  ],
);

/**
 * follow_events: a follow (+1) or unfollow (-1) of an author, with no follower named: the raw
 * input of followers gained and lost, since an unfollow leaves no row in user_follows. Purged
 * with the view records once past days are rolled up.
 */
export const followEvents = pgTable(
  'follow_events',
  {
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: tstz('at').notNull().defaultNow(),
    change: smallint('change').notNull(),
  },
  (t) => [
    index('follow_events_at_idx').on(t.at),
    check('follow_events_change_check', sql`${t.change} in (-1, 1)`),
  ],
);
