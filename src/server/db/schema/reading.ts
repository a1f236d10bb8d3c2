import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { stories } from './stories';
import { users } from './users';
import { tstz } from './sql-helpers';

/**
 * A reader's private library: bookmarks, progress, ratings and daily activity. Every row belongs
 * to one user and cascades with them and with the story; the (user, story) primary keys are the
 * spec's upsert targets.
 */
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const story = () =>
  uuid('story_id')
    .notNull()
    .references(() => stories.id, { onDelete: 'cascade' });

export const userBookmarks = pgTable(
  'user_bookmarks',
  { userId: owner(), storyId: story(), bookmarkedAt: tstz('bookmarked_at').notNull().defaultNow() },
  (t) => [
    primaryKey({ name: 'user_bookmarks_pkey', columns: [t.userId, t.storyId] }),
    index('user_bookmarks_user_recent_idx').on(t.userId, t.bookmarkedAt.desc().nullsFirst()),
    index('user_bookmarks_story_idx').on(t.storyId),
    // The analytics rollup reads one day of new bookmarks.
    index('user_bookmarks_at_idx').on(t.bookmarkedAt),
  ],
);

/**
 * Progress 0..100 percent (100 is completion, SPEC section 4); stamped on every save.
 * `current_chapter` is the chapter's position as readers number it; `current_chapter_id` and
 * `position_in_chapter` (0..1, how far down the chapter) let a reader resume on any device, and
 * survive the author reordering chapters (a deleted chapter leaves the id NULL). Active reading
 * time arrives in seconds: whole minutes go to `reading_time_minutes` and the daily activity,
 * the remaining 0..59 seconds wait in `reading_seconds_carry` for the next report, so short
 * reports never lose time to rounding.
 */
export const userReadingProgress = pgTable(
  'user_reading_progress',
  {
    userId: owner(),
    storyId: story(),
    progressPercentage: numeric('progress_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    lastReadAt: tstz('last_read_at').notNull().defaultNow(),
    currentChapter: integer('current_chapter').notNull().default(1),
    readingTimeMinutes: integer('reading_time_minutes').notNull().default(0),
    currentChapterId: uuid('current_chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    positionInChapter: real('position_in_chapter').notNull().default(0),
    readingSecondsCarry: smallint('reading_seconds_carry').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'user_reading_progress_pkey', columns: [t.userId, t.storyId] }),
    // Continue Reading: the user's stories, most recently read first.
    index('user_reading_progress_user_recent_idx').on(t.userId, t.lastReadAt.desc().nullsFirst()),
    index('user_reading_progress_story_idx').on(t.storyId),
    check('user_reading_progress_percentage_check', sql`${t.progressPercentage} between 0 and 100`),
    check('user_reading_progress_chapter_check', sql`${t.currentChapter} >= 1`),
    check('user_reading_progress_minutes_check', sql`${t.readingTimeMinutes} >= 0`),
    check('user_reading_progress_position_check', sql`${t.positionInChapter} between 0 and 1`),
    check('user_reading_progress_carry_check', sql`${t.readingSecondsCarry} between 0 and 59`),
    index('user_reading_progress_chapter_idx').on(t.currentChapterId),
    // The analytics rollup reads the readers of one day.
    index('user_reading_progress_last_read_idx').on(t.lastReadAt),
  ],
);

/**
 * One row per user and calendar day (UTC, the database's CURRENT_DATE under the server's
 * TimeZone). Written by update_daily_reading_activity; read for the 30-day window and streaks.
 */
export const userDailyActivity = pgTable(
  'user_daily_activity',
  {
    userId: owner(),
    activityDate: date('activity_date', { mode: 'string' }).notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(0),
    storiesRead: integer('stories_read').notNull().default(0),
    sessionsParticipated: integer('sessions_participated').notNull().default(0),
    reviewsWritten: integer('reviews_written').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'user_daily_activity_pkey', columns: [t.userId, t.activityDate] }),
    check(
      'user_daily_activity_counts_check',
      sql`${t.readingMinutes} >= 0 and ${t.storiesRead} >= 0
        and ${t.sessionsParticipated} >= 0 and ${t.reviewsWritten} >= 0`,
    ),
  ],
);

/** One 1..5 star rating per (user, story); stories.rating holds their average. */
export const userStoryRatings = pgTable(
  'user_story_ratings',
  {
    userId: owner(),
    storyId: story(),
    rating: smallint('rating').notNull(),
    ratedAt: tstz('rated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_story_ratings_pkey', columns: [t.userId, t.storyId] }),
    index('user_story_ratings_story_idx').on(t.storyId),
    // The analytics rollup reads one day of ratings.
    index('user_story_ratings_rated_idx').on(t.ratedAt),
    check('user_story_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
