import { and, asc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EventInput, EventListQuery, EventUpdate } from '@common/schemas/events';
import type { Db } from '../../db/client';
import { containsPattern, cursorTimestamp } from '../../db/keyset-cursor';
import { eventParticipants, events, groupMembers, playSessions, users } from '../../db/schema/index';

/**
 * The events themselves (issue 12): lists, the card and page of one, create, edit, delete, and
 * the row lock every change of one event's participants takes. Who takes part, the waiting list
 * and the entries are event-participation.repository.ts. Status is derived from the dates on
 * every read (Upcoming before the start, Active until the end, then Completed; Cancelled stays),
 * so it is right between two runs of the status job.
 */
export const derivedStatus = sql<string>`(case when ${events.status} = 'Cancelled' then 'Cancelled'
  when ${events.startDate} is null or ${events.endDate} is null then ${events.status}
  when ${events.startDate} > now() then 'Upcoming' when ${events.endDate} > now() then 'Active' else 'Completed' end)`;

/** When entries close: the deadline, else the end. */
const entriesCloseAt = sql`coalesce(${events.deadline}, ${events.endDate})`;
const entriesClosed = sql<boolean>`(${entriesCloseAt} is not null and ${entriesCloseAt} <= now())`;

/** The viewer's own participation, and the others on the waiting list (for counts and places). */
const viewerPart = alias(eventParticipants, 'vp');
const waiting = alias(eventParticipants, 'w');
/** `from` of a subquery over `waiting` (a table alias renders as its name alone inside sql``). */
const waitingTable = sql`${eventParticipants} ${sql.identifier('w')}`;

const cardFields = {
  id: events.id,
  title: events.title,
  description: events.description,
  type: events.type,
  status: derivedStatus,
  startDate: events.startDate,
  endDate: events.endDate,
  deadline: events.deadline,
  location: events.location,
  maxParticipants: events.maxParticipants,
  currentParticipants: events.currentParticipants,
  prize: events.prize,
  wordGoal: events.wordGoal,
  waitlistCount: sql<number>`(select count(*) from ${waitingTable}
    where ${waiting.eventId} = ${events.id} and ${waiting.status} = 'Waitlisted')::int`,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorImage: users.profileImage,
  viewerStatus: viewerPart.status,
  waitlistPosition: sql<number | null>`case when ${viewerPart.status} = 'Waitlisted' then
    (select count(*) from ${waitingTable} where ${waiting.eventId} = ${events.id} and ${waiting.status} = 'Waitlisted'
        and (${waiting.registeredAt}, ${waiting.userId}) <= (${viewerPart.registeredAt}, ${viewerPart.userId}))::int end`,
  entriesClosed,
  /** The keyset cursor's date: the deadline as PostgreSQL prints it, to the microsecond. */
  cursorAt: cursorTimestamp(events.deadline),
};

/**
 * Public events, and a group's events (type 'Play Session') for its members only: everyone else,
 * signed out included, finds no such event (404 on its page and every change, absent from lists).
 */
const visibleTo = (viewerId: string | null) =>
  sql`(${events.groupId} is null or exists (select 1 from ${groupMembers}
    where ${groupMembers.groupId} = ${events.groupId} and ${groupMembers.userId} = ${viewerId}::uuid))`;

/** An ISO date as the API sent it, stored to the microsecond it names (never through a JS Date). */
const timestamptz = (value: string | null | undefined) => sql`${value ?? null}::timestamptz`;

function eventQueries(db: Db) {
  const cards = (viewerId: string | null) =>
    db
      .select(cardFields)
      .from(events)
      .innerJoin(users, eq(users.id, events.creator))
      .leftJoin(
        viewerPart,
        and(eq(viewerPart.eventId, events.id), eq(viewerPart.userId, sql`${viewerId}::uuid`)),
      );

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
      const where: (SQL | undefined)[] = [visibleTo(viewerId)];
      // An event with no deadline stays upcoming while it can still be joined: not ended,
      // completed or cancelled (a sprint created without a deadline, the seeded meetup).
      if (q.scope === 'upcoming')
        where.push(
          or(
            gt(events.deadline, sql`now()`),
            and(
              isNull(events.deadline),
              sql`${derivedStatus} in ('Upcoming', 'Active')`,
              or(isNull(events.endDate), gt(events.endDate, sql`now()`)),
            ),
          ),
        );
      if (q.type) where.push(eq(events.type, q.type));
      if (q.q) {
        const pattern = containsPattern(q.q);
        where.push(or(ilike(events.title, pattern), ilike(events.description, pattern)));
      }
      if (after)
        where.push(
          after.at === null
            ? and(isNull(events.deadline), gt(events.id, after.id))
            : or(
                sql`(${events.deadline}, ${events.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
                isNull(events.deadline),
              ),
        );
      return cards(viewerId)
        .where(and(...where))
        .orderBy(sql`${events.deadline} asc nulls last`, asc(events.id))
        .limit(q.limit + 1);
    },

    async card(eventId: string, viewerId: string | null) {
      const [row] = await cards(viewerId).where(and(eq(events.id, eventId), visibleTo(viewerId)));
      return row;
    },

    /**
     * Locks the event row: registrations, cancels, entries and edits of one event queue here.
     * A group event the viewer may not see is not found.
     */
    async lock(eventId: string, viewerId: string) {
      const [row] = await db
        .select({
          id: events.id,
          creator: events.creator,
          type: events.type,
          status: derivedStatus,
          maxParticipants: events.maxParticipants,
          currentParticipants: events.currentParticipants,
          entriesClosed,
        })
        .from(events)
        .where(and(eq(events.id, eventId), visibleTo(viewerId)))
        .for('update');
      return row;
    },

    async tierOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
      return row?.tier;
    },

    async insert(creator: string, e: EventInput): Promise<string> {
      const [row] = await db
        .insert(events)
        .values({
          title: e.title,
          description: e.description,
          type: e.type,
          creator,
          startDate: timestamptz(e.startDate),
          endDate: timestamptz(e.endDate),
          deadline: timestamptz(e.deadline),
          location: e.location,
          maxParticipants: e.maxParticipants,
          prize: e.prize ?? null,
          wordGoal: e.wordGoal,
          status: 'Upcoming',
        })
        .returning({ id: events.id });
      return row!.id;
    },

    /** The stored fields an edit is checked against (dates as ISO text, to the microsecond). */
    async stored(eventId: string) {
      const [row] = await db
        .select({
          type: events.type,
          startDate: cursorTimestamp(events.startDate),
          endDate: cursorTimestamp(events.endDate),
          deadline: cursorTimestamp(events.deadline),
          wordGoal: events.wordGoal,
        })
        .from(events)
        .where(eq(events.id, eventId));
      return row;
    },

    /** Sets each field present in `changes` (a present but empty nullable one to null). */
    async update(eventId: string, changes: EventUpdate) {
      const set: PgUpdateSetSource<typeof events> = { updatedAt: sql`now()` };
      if ('title' in changes) set.title = changes.title;
      if ('description' in changes) set.description = changes.description;
      if ('type' in changes) set.type = changes.type;
      if ('location' in changes) set.location = changes.location ?? null;
      if ('maxParticipants' in changes) set.maxParticipants = changes.maxParticipants ?? null;
      if ('prize' in changes) set.prize = changes.prize ?? null;
      if ('wordGoal' in changes) set.wordGoal = changes.wordGoal ?? null;
      for (const date of ['startDate', 'endDate', 'deadline'] as const)
        if (date in changes) set[date] = timestamptz(changes[date]);
      // A moved date may need new reminders.
      if ('startDate' in changes) set.startNotifiedAt = null;
      if ('deadline' in changes) set.deadlineNotifiedAt = null;
      await db.update(events).set(set).where(eq(events.id, eventId));
      // A 'Play Session' event and its session keep one start (the session's is moved with it).
      if ('startDate' in changes && changes.startDate)
        await db
          .update(playSessions)
          .set({ scheduledAt: new Date(changes.startDate) })
          .where(and(eq(playSessions.eventId, eventId), eq(playSessions.status, 'Scheduled')));
    },

    async remove(eventId: string) {
      await db.delete(events).where(eq(events.id, eventId));
    },
  };
}

export const createEventsRepository = eventQueries;
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type CardRow = Awaited<ReturnType<EventsRepository['listPage']>>[number];
