import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Neighbours kept per story. */
export const NEIGHBOURS_PER_STORY = 20;
/**
 * Shrinks the similarity of pairs seen by few readers: one shared reader of two stories read once
 * each is noise, not a taste (cosine alone would give it the top score).
 */
const SHRINK = 5;
/** A reader's most recent signals taken into a pair count; bounds the work one heavy reader adds. */
export const SIGNALS_PER_READER = 200;

const uuids = (ids: string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/**
 * A reader's positive signals on stories as (user_id, story_id, at): any reading progress, a
 * rating of 3 stars or more, a bookmark. `where` narrows each of the three tables the same way.
 */
const signals = (where: (alias: string, at: SQL) => SQL) => sql`
  select p.user_id, p.story_id, p.last_read_at as at from user_reading_progress p
    where ${where('p', sql.raw('p.last_read_at'))}
  union all
  select r.user_id, r.story_id, r.rated_at from user_story_ratings r
    where r.rating >= 3 and ${where('r', sql.raw('r.rated_at'))}
  union all
  select b.user_id, b.story_id, b.bookmarked_at from user_bookmarks b
    where ${where('b', sql.raw('b.bookmarked_at'))}`;

/** The only code writing story_neighbours and recommendation_job_state. */
export function createNeighboursRepository(db: Db) {
  return {
    async watermark(name: string): Promise<Date> {
      const [row] = await queryRows<{ watermark: Date | string }>(
        db,
        sql`select watermark from recommendation_job_state where name = ${name}`,
      );
      return row ? new Date(row.watermark) : new Date(0);
    },

    async saveWatermark(name: string, watermark: Date, computed: number): Promise<void> {
      await db.execute(sql`
        insert into recommendation_job_state (name, watermark, stories_computed)
        values (${name}, ${watermark.toISOString()}::timestamptz, ${computed})
        on conflict (name) do update set watermark = excluded.watermark, stories_computed = excluded.stories_computed`);
    },

    /** The newest signal time up to `now`: the next watermark. */
    async newestSignal(now: Date): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`select max(at) as at from (${signals((_, at) => sql`${at} <= ${now.toISOString()}::timestamptz`)}) s`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * One page (keyset on user id) of readers with a signal in (since, until]: their pair counts
     * changed, so every story they have a signal on is recomputed.
     */
    async readersActiveBetween(since: Date, until: Date, afterUserId: string | null, limit: number) {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`select distinct user_id from (${signals(
          (_, at) =>
            sql`${at} > ${since.toISOString()}::timestamptz and ${at} <= ${until.toISOString()}::timestamptz`,
        )}) s where ${afterUserId ? sql`user_id > ${afterUserId}::uuid` : sql`true`}
            order by user_id limit ${limit}`,
      );
      return rows.map((r) => r.user_id);
    },

    /** Distinct stories the readers have a signal on. */
    async storiesOfReaders(userIds: string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await queryRows<{ story_id: string }>(
        db,
        sql`select distinct story_id from (${signals((a) => sql`${sql.raw(a)}.user_id = any(${uuids(userIds)})`)}) s`,
      );
      return rows.map((r) => r.story_id);
    },

    /**
     * Recomputes the neighbours of `storyIds`: for each, the published stories its readers also
     * have signals on, scored by a shrunk cosine similarity of the two reader sets (co-readers divided
     * by the square root of both reader counts plus SHRINK), top NEIGHBOURS_PER_STORY, ties by id. Call it in a
     * transaction: it deletes the stories' rows, then writes the new ones.
     */
    async recompute(storyIds: string[]): Promise<void> {
      if (storyIds.length === 0) return;
      const batch = uuids(storyIds);
      await db.execute(sql`delete from story_neighbours where story_id = any(${batch})`);
      await db.execute(sql`
        with anchor as (
          select distinct user_id, story_id from (${signals((a) => sql`${sql.raw(a)}.story_id = any(${batch})`)}) s
        ), recent as (
          select user_id, story_id from (
            select user_id, story_id, row_number() over (partition by user_id order by max(at) desc, story_id) as n
            from (${signals((a) => sql`${sql.raw(a)}.user_id in (select user_id from anchor)`)}) s
            group by user_id, story_id
          ) ranked where n <= ${SIGNALS_PER_READER}
        ), pairs as (
          select a.story_id as s, o.story_id as t, count(*) as co
          from anchor a join recent o on o.user_id = a.user_id and o.story_id <> a.story_id
          group by a.story_id, o.story_id
        ), readers as (
          select story_id, count(distinct user_id) as n from (${signals(
            (a) => sql`${sql.raw(a)}.story_id in (select s from pairs union select t from pairs)`,
          )}) s group by story_id
        ), scored as (
          select p.s, p.t, p.co / (sqrt(rs.n * rt.n) + ${SHRINK}) as score,
            row_number() over (partition by p.s order by p.co / (sqrt(rs.n * rt.n) + ${SHRINK}) desc, p.t) as rank
          from pairs p
          join readers rs on rs.story_id = p.s
          join readers rt on rt.story_id = p.t
          join stories st on st.story_id = p.t
            and st.privacy_level = 'Public' and st.publication_status is not null
        )
        insert into story_neighbours (story_id, neighbour_id, score)
        select s, t, score from scored where rank <= ${NEIGHBOURS_PER_STORY}
        `);
    },
  };
}
