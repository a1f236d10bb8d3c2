import { sql, type SQL } from 'drizzle-orm';
import type { EventListQuery } from '@common/schemas/events';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { containsPattern } from '../../db/keyset-cursor';
import { transactional } from '../../db/transactional';

/**
 * The only code touching events, event_participants, event_entries and writing_log (issue 12).
 * Status is derived from the dates on every read (Upcoming before the start, Active until the
 * end, then Completed; Cancelled stays), so it is right between two runs of the status job.
 */
export const derivedStatus = sql.raw(`(case when e.status = 'Cancelled' then 'Cancelled'
  when e.start_date is null or e.end_date is null then e.status
  when e.start_date > now() then 'Upcoming' when e.end_date > now() then 'Active' else 'Completed' end)`);

/** When entries close: the deadline, else the end. */
export const entriesCloseAt = sql.raw(`coalesce(e.deadline, e.end_date)`);

export type CardRow = {
  id: string;
  title: string;
  description: string;
  type: string;
  status: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  deadline: Date | string | null;
  location: string | null;
  max_participants: number | null;
  current_participants: number;
  prize: string | null;
  word_goal: number | null;
  waitlist_count: number;
  creator_id: string;
  creator_username: string;
  creator_image: string | null;
  viewer_status: string | null;
  waitlist_position: number | null;
  entries_closed: boolean;
  cursor_at: string | null;
};

const cardColumns = (viewerId: string | null) => sql`
  e.event_id as id, e.title, e.description, e.type, ${derivedStatus} as status, e.start_date, e.end_date,
  e.deadline, e.location, e.max_participants, e.current_participants, e.prize, e.word_goal,
  (select count(*) from event_participants w where w.event_id = e.event_id and w.status = 'Waitlisted')::int
    as waitlist_count,
  u.user_id as creator_id, u.username as creator_username, u.profile_image as creator_image,
  vp.status as viewer_status,
  case when vp.status = 'Waitlisted' then
    (select count(*) from event_participants w where w.event_id = e.event_id and w.status = 'Waitlisted'
        and (w.registered_at, w.user_id) <= (vp.registered_at, vp.user_id))::int end as waitlist_position,
  (${entriesCloseAt} is not null and ${entriesCloseAt} <= now()) as entries_closed,
  to_char(e.deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
  from events e
  join users u on u.user_id = e.creator
  left join event_participants vp on vp.event_id = e.event_id and vp.user_id = ${viewerId}::uuid`;

export type PersonRow = { id: string; username: string; profile_image: string | null };

function eventQueries(db: Db) {
  return {
    /**
     * A page of events. `upcoming`: deadline later than now, soonest first (SPEC section 7), then
     * the joinable events that have no deadline.
     * `all`: every event by deadline ascending, those without one last. Keyset on (deadline, id).
     */
    listPage(
      viewerId: string | null,
      q: EventListQuery,
      after: { at: string | null; id: string } | undefined,
    ) {
      const where: SQL[] = [];
      // An event with no deadline stays upcoming while it can still be joined: not ended,
      // completed or cancelled (a sprint created without a deadline, the seeded meetup).
      if (q.scope === 'upcoming') {
        where.push(sql`(e.deadline > now() or (e.deadline is null and ${derivedStatus} in ('Upcoming', 'Active')
          and (e.end_date is null or e.end_date > now())))`);
      }
      if (q.type) where.push(sql`e.type = ${q.type}`);
      if (q.q) {
        const pattern = containsPattern(q.q);
        where.push(sql`(e.title ilike ${pattern} or e.description ilike ${pattern})`);
      }
      if (after) {
        where.push(
          after.at === null
            ? sql`(e.deadline is null and e.event_id > ${after.id}::uuid)`
            : sql`((e.deadline, e.event_id) > (${after.at}::timestamptz, ${after.id}::uuid) or e.deadline is null)`,
        );
      }
      const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      return queryRows<CardRow>(
        db,
        sql`select ${cardColumns(viewerId)} ${filter}
            order by e.deadline asc nulls last, e.event_id asc limit ${q.limit + 1}`,
      );
    },

    async card(eventId: string, viewerId: string | null): Promise<CardRow | undefined> {
      const [row] = await queryRows<CardRow>(
        db,
        sql`select ${cardColumns(viewerId)} where e.event_id = ${eventId}::uuid`,
      );
      return row;
    },

    /** Locks the event row: registrations, cancels, entries and edits of one event queue here. */
    async lock(eventId: string) {
      const [row] = await queryRows<{
        id: string;
        creator: string;
        type: string;
        status: string;
        max_participants: number | null;
        current_participants: number;
        entries_closed: boolean;
      }>(
        db,
        sql`select e.event_id as id, e.creator, e.type, ${derivedStatus} as status, e.max_participants,
                   e.current_participants, (${entriesCloseAt} is not null and ${entriesCloseAt} <= now()) as entries_closed
              from events e where e.event_id = ${eventId}::uuid for update`,
      );
      return row;
    },

    async tierOf(userId: string): Promise<string | undefined> {
      const [row] = await queryRows<{ tier: string }>(
        db,
        sql`select subscription_tier as tier from users where user_id = ${userId}::uuid`,
      );
      return row?.tier;
    },

    async insert(creator: string, e: Record<string, unknown>): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into events (title, description, type, creator, start_date, end_date, deadline, location,
                                max_participants, prize, word_goal, status)
            values (${e.title}, ${e.description}, ${e.type}, ${creator}::uuid, ${e.startDate}::timestamptz,
                    ${e.endDate}::timestamptz, ${e.deadline}::timestamptz, ${e.location}, ${e.maxParticipants}::int,
                    ${e.prize}, ${e.wordGoal}::int, 'Upcoming')
            returning event_id as id`,
      );
      return row!.id;
    },

    /** Raw stored fields for an edit (dates as ISO text). */
    async stored(eventId: string) {
      const [row] = await queryRows<{
        type: string;
        start_date: string | null;
        end_date: string | null;
        deadline: string | null;
        word_goal: number | null;
      }>(
        db,
        sql`select type, to_char(start_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as start_date,
                   to_char(end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as end_date,
                   to_char(deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as deadline, word_goal
              from events where event_id = ${eventId}::uuid`,
      );
      return row;
    },

    async update(eventId: string, changes: Record<string, unknown>) {
      const columns: Record<string, [string, string]> = {
        title: ['title', 'text'],
        description: ['description', 'text'],
        type: ['type', 'text'],
        startDate: ['start_date', 'timestamptz'],
        endDate: ['end_date', 'timestamptz'],
        deadline: ['deadline', 'timestamptz'],
        location: ['location', 'text'],
        maxParticipants: ['max_participants', 'int'],
        prize: ['prize', 'text'],
        wordGoal: ['word_goal', 'int'],
      };
      const sets = Object.entries(changes)
        .filter(([key]) => key in columns)
        .map(([key, value]) => {
          const [column, type] = columns[key]!;
          return sql`${sql.raw(column)} = ${value ?? null}::${sql.raw(type)}`;
        });
      // A moved date may need new reminders.
      if ('startDate' in changes) sets.push(sql`start_notified_at = null`);
      if ('deadline' in changes) sets.push(sql`deadline_notified_at = null`);
      sets.push(sql`updated_at = now()`);
      await db.execute(sql`update events set ${sql.join(sets, sql`, `)} where event_id = ${eventId}::uuid`);
    },

    async remove(eventId: string) {
      await db.execute(sql`delete from events where event_id = ${eventId}::uuid`);
    },

    async participation(eventId: string, userId: string) {
      const [row] = await queryRows<{ status: string }>(
        db,
        sql`select status from event_participants where event_id = ${eventId}::uuid and user_id = ${userId}::uuid`,
      );
      return row?.status ?? null;
    },

    async addParticipant(eventId: string, userId: string, status: 'Registered' | 'Waitlisted') {
      await db.execute(
        sql`insert into event_participants (event_id, user_id, status, registered_at)
            values (${eventId}::uuid, ${userId}::uuid, ${status}, clock_timestamp())`,
      );
      if (status === 'Registered')
        await db.execute(
          sql`update events set current_participants = current_participants + 1 where event_id = ${eventId}::uuid`,
        );
    },

    /** Deletes the participation (SPEC section 4: cancelling deletes it) and the user's entry; the status it had. */
    async removeParticipant(eventId: string, userId: string): Promise<string | null> {
      const [row] = await queryRows<{ status: string }>(
        db,
        sql`delete from event_participants where event_id = ${eventId}::uuid and user_id = ${userId}::uuid
            returning status`,
      );
      if (!row) return null;
      await db.execute(
        sql`delete from event_entries where event_id = ${eventId}::uuid and user_id = ${userId}::uuid`,
      );
      if (row.status === 'Registered')
        await db.execute(
          sql`update events set current_participants = current_participants - 1 where event_id = ${eventId}::uuid`,
        );
      return row.status;
    },

    /** Moves the oldest waiting people up while there is room; call with the event locked. */
    async promoteWaitlisted(eventId: string): Promise<number> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`with room as (
              select case when max_participants is null then 2147483647
                          else greatest(max_participants - current_participants, 0) end as n
                from events where event_id = ${eventId}::uuid),
            next as (
              select user_id from event_participants
               where event_id = ${eventId}::uuid and status = 'Waitlisted'
               order by registered_at, user_id limit (select n from room))
            update event_participants p set status = 'Registered'
              from next where p.event_id = ${eventId}::uuid and p.user_id = next.user_id
            returning p.user_id`,
      );
      if (rows.length > 0)
        await db.execute(
          sql`update events set current_participants = current_participants + ${rows.length}::int
               where event_id = ${eventId}::uuid`,
        );
      return rows.length;
    },

    participants(eventId: string, status: 'Registered' | 'Waitlisted', limit: number) {
      const statuses = status === 'Registered' ? sql`('Registered', 'Attended')` : sql`('Waitlisted')`;
      return queryRows<PersonRow & { status: string; registered_at: Date | string }>(
        db,
        sql`select u.user_id as id, u.username, u.profile_image, p.status, p.registered_at
              from event_participants p join users u on u.user_id = p.user_id
             where p.event_id = ${eventId}::uuid and p.status in ${statuses}
             order by p.registered_at, p.user_id limit ${limit}`,
      );
    },

    entries(eventId: string, limit: number) {
      return queryRows<
        PersonRow & {
          entry_id: string;
          story_id: string;
          story_title: string;
          winner: boolean;
          submitted_at: Date | string;
        }
      >(
        db,
        sql`select x.event_entry_id as entry_id, s.story_id, s.title as story_title, x.winner, x.submitted_at,
                   u.user_id as id, u.username, u.profile_image
              from event_entries x join stories s on s.story_id = x.story_id join users u on u.user_id = x.user_id
             where x.event_id = ${eventId}::uuid
             order by x.winner desc, x.submitted_at, x.event_entry_id limit ${limit}`,
      );
    },

    async hasEntry(eventId: string, userId: string) {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from event_entries where event_id = ${eventId}::uuid and user_id = ${userId}::uuid`,
      );
      return rows.length > 0;
    },

    /** The user's published stories, newest first (what they may enter). */
    publishedStories(userId: string, limit: number) {
      return queryRows<{ id: string; title: string }>(
        db,
        sql`select story_id as id, title from stories
             where created_by = ${userId}::uuid and publication_status = 'Published'
             order by published_at desc nulls last, story_id limit ${limit}`,
      );
    },

    async isPublishedStoryOf(storyId: string, userId: string) {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from stories where story_id = ${storyId}::uuid and created_by = ${userId}::uuid
              and publication_status = 'Published'`,
      );
      return rows.length > 0;
    },

    /** Inserts the entry unless the user has one; whether it was inserted. */
    async insertEntry(eventId: string, userId: string, storyId: string) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into event_entries (event_id, user_id, story_id) values (${eventId}::uuid, ${userId}::uuid, ${storyId}::uuid)
            on conflict (event_id, user_id) do nothing returning event_entry_id as id`,
      );
      return rows.length > 0;
    },

    /** Makes exactly `entryIds` the winners; resolves to the users who newly won, and whether all ids were entries. */
    async setWinners(eventId: string, entryIds: string[]) {
      const ids = `{${entryIds.join(',')}}`;
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from event_entries
             where event_id = ${eventId}::uuid and event_entry_id = any(${ids}::uuid[])`,
      );
      if (Number(counted?.n) !== new Set(entryIds).size) return null;
      const newly = await queryRows<{ user_id: string }>(
        db,
        sql`update event_entries set winner = (event_entry_id = any(${ids}::uuid[]))
             where event_id = ${eventId}::uuid and winner <> (event_entry_id = any(${ids}::uuid[]))
            returning user_id, winner`,
      );
      return (newly as { user_id: string; winner?: boolean }[]).filter((r) => r.winner).map((r) => r.user_id);
    },

    /**
     * A Writing Sprint's ranking, most first: each Registered participant's net words between
     * start and end (the signed changes in writing_log, so words pasted and deleted again count
     * nothing), never below 0.
     */
    sprintRanking(eventId: string, limit: number) {
      return queryRows<PersonRow & { words: number }>(
        db,
        sql`select u.user_id as id, u.username, u.profile_image,
                   greatest(0, coalesce((select sum(w.words) from writing_log w
                              where w.user_id = p.user_id and w.minute >= date_trunc('minute', e.start_date)
                                and w.minute < e.end_date), 0))::int as words
              from event_participants p
              join events e on e.event_id = p.event_id
              join users u on u.user_id = p.user_id
             where p.event_id = ${eventId}::uuid and p.status in ('Registered', 'Attended')
             order by words desc, p.registered_at, p.user_id limit ${limit}`,
      );
    },
  };
}

export function createEventsRepository(db: Db) {
  return transactional(db, eventQueries);
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type EventQueries = ReturnType<typeof eventQueries>;
