import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { queryRows } from '../../db/query-rows';

/** The story numbers that author_daily_stats also keeps, summed over the author's stories. */
export const SUM_COLUMNS =
  'views, readers, from_internal, from_feed, from_external, from_direct, bookmarks, comments, ' +
  'ratings, rating_total, reviews, review_total, progress_readers, progress_total';

/** `sum(c)::int as c` for each of SUM_COLUMNS, columns prefixed by `alias` (e.g. 'd.'). */
export const sumsOf = (alias: string) =>
  SUM_COLUMNS.split(', ')
    .map((c) => `sum(${alias}${c})::int as ${c}`)
    .join(', ');

/** Serialises rollups of several servers (an advisory lock number of this module's own). */
const ROLLUP_LOCK = 727_027;

/** The UTC day's bounds as timestamptz, for the raw tables that keep a time rather than a day. */
const bounds = (day: string) => ({
  lo: sql`(${day}::date::timestamp at time zone 'UTC')`,
  hi: sql`((${day}::date + 1)::timestamp at time zone 'UTC')`,
});

/**
 * The analytics rollup's reads of raw events and writes of the daily rollups (the only code that
 * writes story_daily_stats, chapter_daily_stats and author_daily_stats). One day is replaced
 * whole in one transaction: delete its rows, insert them again from the raw tables. Every raw
 * read is one day's range of an index on its time column.
 */
export function createAnalyticsRollupRepository(db: Db) {
  return {
    /** Recomputes one UTC day's rollups; resolves to the rows written per table. */
    rollUpDay(day: string) {
      const { lo, hi } = bounds(day);
      const inDay = (col: string) => sql`${sql.raw(col)} >= ${lo} and ${sql.raw(col)} < ${hi}`;
      return withTransaction(db, async (tx) => {
        // Two servers rolling up at once take turns, so the second finds the first's rows to replace.
        await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
        await tx.execute(sql`delete from story_daily_stats where day = ${day}::date`);
        await tx.execute(sql`delete from chapter_daily_stats where day = ${day}::date`);
        await tx.execute(sql`delete from author_daily_stats where day = ${day}::date`);
        const stories = await queryRows<{ n: number }>(
          tx,
          sql`
          with raw (story_id, views, readers, fi, ff, fe, fd, bookmarks, comments, ratings, rating_total,
                    reviews, review_total, progress_readers, progress_total) as (
            select story_id, sum(hits)::int, count(*)::int,
              count(*) filter (where source = 'internal')::int, count(*) filter (where source = 'feed')::int,
              count(*) filter (where source = 'external')::int, count(*) filter (where source = 'direct')::int,
              0, 0, 0, 0, 0, 0, 0, 0
            from story_views where day = ${day}::date group by story_id
            union all
            select story_id, 0, 0, 0, 0, 0, 0, count(*)::int, 0, 0, 0, 0, 0, 0, 0
            from user_bookmarks where ${inDay('bookmarked_at')} group by story_id
            union all
            select story_id, 0, 0, 0, 0, 0, 0, 0, count(*)::int, 0, 0, 0, 0, 0, 0
            from user_comments where ${inDay('created_at')} group by story_id
            union all
            select story_id, 0, 0, 0, 0, 0, 0, 0, 0, count(*)::int, sum(rating)::int, 0, 0, 0, 0
            from user_story_ratings where ${inDay('rated_at')} group by story_id
            union all
            select target_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)::int, sum(overall_rating)::int, 0, 0
            from reviews where target_type = 'Story' and ${inDay('created_at')} group by target_id
            union all
            select story_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)::int, sum(round(progress_percentage))::int
            from user_reading_progress where ${inDay('last_read_at')} group by story_id
          ), ins as (
          insert into story_daily_stats (story_id, day, author_id, views, readers, from_internal, from_feed,
            from_external, from_direct, bookmarks, comments, ratings, rating_total, reviews, review_total,
            progress_readers, progress_total)
          select s.story_id, ${day}::date, s.created_by, sum(r.views), sum(r.readers), sum(r.fi), sum(r.ff),
            sum(r.fe), sum(r.fd), sum(r.bookmarks), sum(r.comments), sum(r.ratings), sum(r.rating_total),
            sum(r.reviews), sum(r.review_total), sum(r.progress_readers), sum(r.progress_total)
          from raw r join stories s on s.story_id = r.story_id
          group by s.story_id, s.created_by
          returning 1)
          select count(*)::int as n from ins`,
        );
        const chapters = await queryRows<{ n: number }>(
          tx,
          sql`
          with ins as (
            insert into chapter_daily_stats (story_id, day, chapter_id, readers)
            select story_id, ${day}::date, chapter_id, count(*)::int
            from chapter_views where day = ${day}::date group by story_id, chapter_id
            returning 1)
          select count(*)::int as n from ins`,
        );
        // The author's row also sums the story rows just written for the day (one per story).
        const zeros = sql.raw(Array(14).fill('0').join(', '));
        const authors = await queryRows<{ n: number }>(
          tx,
          sql`
          with raw (author_id, gained, lost, sales, cents, ${sql.raw(SUM_COLUMNS)}) as (
            select author_id, count(*) filter (where change = 1)::int, count(*) filter (where change = -1)::int, 0, 0, ${zeros}
            from follow_events where ${inDay('at')} group by author_id
            union all
            select t.creator, 0, 0, count(*)::int, sum(a.amount_cents)::int, ${zeros}
            from template_acquisitions a join templates t on t.template_id = a.template_id
            where a.kind = 'purchase' and a.refunded_at is null and ${inDay('a.acquired_at')}
            group by t.creator
            union all
            select author_id, 0, 0, 0, 0, ${sql.raw(sumsOf(''))}
            from story_daily_stats where day = ${day}::date group by author_id
          ), ins as (
          insert into author_daily_stats (author_id, day, followers_gained, followers_lost, template_sales,
            earnings_cents, ${sql.raw(SUM_COLUMNS)})
          select author_id, ${day}::date, sum(gained), sum(lost), sum(sales), sum(cents), ${sql.raw(sumsOf(''))}
          from raw group by author_id
          returning 1)
          select count(*)::int as n from ins`,
        );
        const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
        return { stories: n(stories), chapters: n(chapters), authors: n(authors) };
      });
    },

    /** Deletes follow events before the UTC day `day` (once rolled up they are not needed). */
    async purgeFollowEventsBefore(day: string): Promise<number> {
      const { lo } = bounds(day);
      const rows = await queryRows<{ n: number }>(
        db,
        sql`delete from follow_events where at < ${lo} returning 1 as n`,
      );
      return rows.length;
    },
  };
}

export type AnalyticsRollupRepository = ReturnType<typeof createAnalyticsRollupRepository>;
