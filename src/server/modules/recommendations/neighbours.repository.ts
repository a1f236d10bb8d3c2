import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Neighbours kept per story. */
export const NEIGHBOURS_PER_STORY = 20;
/**
 * Added to a story's reader count in the similarity's denominator, so a story with one or two
 * readers cannot give its few co-reads a near-certain score (a single co-read of a story read
 * once scores 1 / 3, not 1).
 */
const SMOOTHING = 2;
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

export type Recomputed = { stories: number; rows: number };

/**
 * A signal time as PostgreSQL keeps it, to the microsecond, in UTC ('2026-11-29T17:20:43.123456Z'):
 * a JavaScript date keeps milliseconds, and a watermark cut to them sat before the newest signal,
 * which then waited for a newer one to be taken. Written the same way every time, so two compare
 * as strings.
 */
export type SignalTime = string;
export const NO_SIGNAL_TIME: SignalTime = '1970-01-01T00:00:00.000000Z';
const asSignalTime = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Recomputes the neighbours of the stories `anchors` selects (a predicate on a signal table's
 * alias): for each, the published stories its readers also have signals on, scored by how many
 * of its readers also read them (co-readers divided by its readers plus SMOOTHING: "readers of
 * this story also read"), top NEIGHBOURS_PER_STORY, ties by the neighbour's readers (the better
 * known first), then by id. A pair (s, t) counts a reader with
 * any signal on s and t among their SIGNALS_PER_READER most recent. One statement, whatever
 * selects the anchors, so a story's rows do not depend on the batch or range it was computed in.
 * Inserts the rows (the caller deleted the old ones) and tells how many stories had a signal and
 * how many rows were written.
 */
async function neighbours(db: Db, anchors: (alias: string) => SQL): Promise<Recomputed> {
  const [row] = await queryRows<{ stories: number; rows: number }>(
    db,
    sql`
    with anchor as (
      select distinct user_id, story_id from (${signals((a) => anchors(a))}) s
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
      select p.s, p.t, p.co::float / (rs.n + ${SMOOTHING}) as score,
        row_number() over (partition by p.s order by p.co desc, rt.n desc, p.t) as rank
      from pairs p
      join readers rs on rs.story_id = p.s
      join readers rt on rt.story_id = p.t
      join stories st on st.story_id = p.t
        and st.privacy_level = 'Public' and st.publication_status is not null
    ), written as (
      insert into story_neighbours (story_id, neighbour_id, score)
      select s, t, score from scored where rank <= ${NEIGHBOURS_PER_STORY}
      returning 1
    )
    select (select count(distinct story_id) from anchor)::int as stories,
      (select count(*) from written)::int as rows`,
  );
  return row ?? { stories: 0, rows: 0 };
}

/** The only code writing story_neighbours and recommendation_job_state. */
export function createNeighboursRepository(db: Db) {
  return {
    async watermark(name: string): Promise<SignalTime> {
      const [row] = await queryRows<{ watermark: string }>(
        db,
        sql`select ${asSignalTime(sql.raw('watermark'))} as watermark from recommendation_job_state where name = ${name}`,
      );
      return row?.watermark ?? NO_SIGNAL_TIME;
    },

    async saveWatermark(name: string, watermark: SignalTime, computed: number): Promise<void> {
      await db.execute(sql`
        insert into recommendation_job_state (name, watermark, stories_computed)
        values (${name}, ${watermark}::timestamptz, ${computed})
        on conflict (name) do update set watermark = excluded.watermark, stories_computed = excluded.stories_computed`);
    },

    /**
     * The next watermark: the newest signal time up to `now` whose writer has surely committed.
     * Signals are stamped with their transaction's start (`now()`), so one still open can commit
     * a signal older than signals already visible; a run that moved past it would skip it for
     * good. So the watermark stays before the start of the oldest transaction open on another
     * connection of this database; what it holds back, the next run takes.
     */
    async newestSignal(now: Date): Promise<SignalTime | null> {
      // One max a table (each an index scan from the newest end, rating filter included), not a
      // max over the three tables' union, which read all their rows: 1.4 s at five million
      // reading-progress rows against well under a millisecond.
      const bound = (at: SQL) => sql`${at} <= ${now.toISOString()}::timestamptz and ${at} < (
        select coalesce(min(xact_start), 'infinity') from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null)`;
      const newest = (column: string, table: string, extra?: SQL) =>
        sql`(select max(${sql.raw(column)}) from ${sql.raw(table)} where ${and(extra, bound(sql.raw(column)))})`;
      const [row] = await queryRows<{ at: string | null }>(
        db,
        sql`select ${asSignalTime(
          sql`greatest(${newest('last_read_at', 'user_reading_progress')}, ${newest(
            'rated_at',
            'user_story_ratings',
            sql`rating >= 3`,
          )}, ${newest('bookmarked_at', 'user_bookmarks')})`,
        )} as at`,
      );
      return row?.at ?? null;
    },

    /**
     * One page (keyset on user id) of readers with a signal in (since, until]: their pair counts
     * changed, so every story they have a signal on is recomputed.
     */
    async readersActiveBetween(
      since: SignalTime,
      until: SignalTime,
      afterUserId: string | null,
      limit: number,
    ) {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`select distinct user_id from (${signals(
          (_, at) => sql`${at} > ${since}::timestamptz and ${at} <= ${until}::timestamptz`,
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

    /** The number of readers with a signal up to `until` (what a full run reports as read). */
    async readersUpTo(until: SignalTime): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct user_id)::int as n from (${signals(
          (_, at) => sql`${at} <= ${until}::timestamptz`,
        )}) s`,
      );
      return row?.n ?? 0;
    },

    /**
     * The upper end of the next range of stories for a full run: the `count`th story id after
     * `after` in id order (over all stories, read or not; the primary key's index), or null when
     * fewer are left, meaning the range runs to the end.
     */
    async storyRangeEnd(after: string | null, count: number): Promise<string | null> {
      const [row] = await queryRows<{ story_id: string }>(
        db,
        sql`select story_id from stories ${after ? sql`where story_id > ${after}::uuid` : sql``}
            order by story_id offset ${count - 1} limit 1`,
      );
      return row?.story_id ?? null;
    },

    /**
     * Recomputes the neighbours of `storyIds` (see `neighbours`). Call it in a transaction: it
     * deletes the stories' rows, then writes the new ones.
     */
    async recompute(storyIds: string[]): Promise<Recomputed> {
      if (storyIds.length === 0) return { stories: 0, rows: 0 };
      const batch = uuids(storyIds);
      await db.execute(sql`delete from story_neighbours where story_id = any(${batch})`);
      return neighbours(db, (a) => sql`${sql.raw(a)}.story_id = any(${batch})`);
    },

    /**
     * The full run's step: recomputes every story with a signal whose id is in (after, upTo]
     * (either end null: open) with one statement, the same as `recompute` gives each of them,
     * and drops the rows of the range's stories nobody has a signal on any more. Call it in a
     * transaction.
     */
    async recomputeRange(after: string | null, upTo: string | null): Promise<Recomputed> {
      const inRange = (column: SQL) =>
        sql.join(
          [
            after ? sql`${column} > ${after}::uuid` : sql`true`,
            upTo ? sql`${column} <= ${upTo}::uuid` : sql`true`,
          ],
          sql` and `,
        );
      await db.execute(sql`delete from story_neighbours n where ${inRange(sql.raw('n.story_id'))}`);
      return neighbours(db, (a) => inRange(sql.raw(`${a}.story_id`)));
    },
  };
}
