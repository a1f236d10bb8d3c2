import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { SUM_COLUMNS } from './analytics-rollup.repository';

/** One day's story numbers, summed over the stories asked about. */
export type StoryDayRow = {
  day: string;
  views: number;
  readers: number;
  from_internal: number;
  from_feed: number;
  from_external: number;
  from_direct: number;
  bookmarks: number;
  comments: number;
  ratings: number;
  rating_total: number;
  reviews: number;
  progress_readers: number;
  progress_total: number;
};
export type AuthorDayRow = {
  day: string;
  followers_gained: number;
  followers_lost: number;
  template_sales: number;
  earnings_cents: number;
};

const STORY_SUMS = sql.raw(`
  sum(views)::int as views, sum(readers)::int as readers,
  sum(from_internal)::int as from_internal, sum(from_feed)::int as from_feed,
  sum(from_external)::int as from_external, sum(from_direct)::int as from_direct,
  sum(bookmarks)::int as bookmarks, sum(comments)::int as comments,
  sum(ratings)::int as ratings, sum(rating_total)::int as rating_total, sum(reviews)::int as reviews,
  sum(progress_readers)::int as progress_readers, sum(progress_total)::int as progress_total`);

/**
 * The analytics API's reads: only the daily rollups (never raw events), each one index range:
 * a story's days by story_daily_stats' key (story, day), an author's by (author, day), and the
 * author's story list by an index-only scan of (author, day, story, views, readers).
 */
export function createAnalyticsRepository(db: Db) {
  return {
    /** The story's title and author, or undefined. */
    async findStory(storyId: string) {
      const [row] = await queryRows<{ id: string; title: string; created_by: string }>(
        db,
        sql`select story_id as id, title, created_by from stories where story_id = ${storyId}::uuid`,
      );
      return row;
    },

    storyDays(storyId: string, from: string, to: string) {
      return queryRows<StoryDayRow>(
        db,
        sql`select day::text as day, ${STORY_SUMS} from story_daily_stats
            where story_id = ${storyId}::uuid and day between ${from}::date and ${to}::date
            group by day order by day`,
      );
    },

    /** The story's published chapters in reading order, with their readers over the period. */
    chapterReads(storyId: string, from: string, to: string) {
      return queryRows<{ id: string; position: number; title: string; readers: number }>(
        db,
        sql`select c.chapter_id as id, c.position, c.title, coalesce(r.readers, 0)::int as readers
            from chapters c left join (
              select chapter_id, sum(readers) as readers from chapter_daily_stats
              where story_id = ${storyId}::uuid and day between ${from}::date and ${to}::date
              group by chapter_id
            ) r on r.chapter_id = c.chapter_id
            where c.story_id = ${storyId}::uuid and c.status = 'published'
            order by c.position`,
      );
    },

    /** The author's story numbers per day, summed by the rollup: one row per day, not per story. */
    authorStoryDays(authorId: string, from: string, to: string) {
      return queryRows<StoryDayRow>(
        db,
        sql`select day::text as day, ${sql.raw(SUM_COLUMNS)} from author_daily_stats
            where author_id = ${authorId}::uuid and day between ${from}::date and ${to}::date
            order by day`,
      );
    },

    /** The author's stories with activity in the period, most viewed first (at most `limit`). */
    authorStories(authorId: string, from: string, to: string, limit: number) {
      return queryRows<{ id: string; title: string; views: number; readers: number }>(
        db,
        sql`select s.story_id as id, s.title, d.views, d.readers from (
              select story_id, sum(views)::int as views, sum(readers)::int as readers
              from story_daily_stats
              where author_id = ${authorId}::uuid and day between ${from}::date and ${to}::date
              group by story_id
            ) d join stories s on s.story_id = d.story_id
            order by d.views desc, s.title, s.story_id limit ${limit}`,
      );
    },

    authorDays(authorId: string, from: string, to: string) {
      return queryRows<AuthorDayRow>(
        db,
        sql`select day::text as day, followers_gained, followers_lost, template_sales, earnings_cents
            from author_daily_stats
            where author_id = ${authorId}::uuid and day between ${from}::date and ${to}::date
            order by day`,
      );
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
