import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventEntries, eventParticipants, events, stories, users, writingLog } from '../../db/schema/index';

/**
 * Taking part in an event (issue 12): joining and cancelling, the waiting list, contest entries
 * and winners, and a Writing Sprint's ranking. Every write here runs with the event row locked
 * (events.repository.ts `lock`), so current_participants always equals the Registered rows and
 * never passes max_participants.
 */

/** Keeps events.updated_at as it is: it says when the event was last edited, not joined. */
const unchangedUpdatedAt = { updatedAt: sql`${events.updatedAt}` };

const person = { id: users.id, username: users.username, profileImage: users.profileImage };

export function createParticipationRepository(db: Db) {
  const moveCount = (eventId: string, by: number) =>
    db
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} + ${by}::int`, ...unchangedUpdatedAt })
      .where(eq(events.id, eventId));

  return {
    async participation(eventId: string, userId: string) {
      const [row] = await db
        .select({ status: eventParticipants.status })
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
      return row?.status ?? null;
    },

    async addParticipant(eventId: string, userId: string, status: 'Registered' | 'Waitlisted') {
      // clock_timestamp(): two joins in one transaction still queue in the order they came.
      await db
        .insert(eventParticipants)
        .values({ eventId, userId, status, registeredAt: sql`clock_timestamp()` });
      if (status === 'Registered') await moveCount(eventId, 1);
    },

    /** Deletes the participation (SPEC section 4: cancelling deletes it) and the user's entry; the status it had. */
    async removeParticipant(eventId: string, userId: string): Promise<string | null> {
      const [row] = await db
        .delete(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .returning({ status: eventParticipants.status });
      if (!row) return null;
      await db
        .delete(eventEntries)
        .where(and(eq(eventEntries.eventId, eventId), eq(eventEntries.userId, userId)));
      if (row.status === 'Registered') await moveCount(eventId, -1);
      return row.status;
    },

    /** Moves the oldest waiting people up while there is room; call with the event locked. */
    async promoteWaitlisted(eventId: string): Promise<number> {
      const [event] = await db
        .select({ max: events.maxParticipants, current: events.currentParticipants })
        .from(events)
        .where(eq(events.id, eventId));
      if (!event) return 0;
      const room = event.max === null ? 2147483647 : Math.max(event.max - event.current, 0);
      const next = db
        .select({ userId: eventParticipants.userId })
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, 'Waitlisted')))
        .orderBy(asc(eventParticipants.registeredAt), asc(eventParticipants.userId))
        .limit(room);
      const moved = await db
        .update(eventParticipants)
        .set({ status: 'Registered' })
        .where(and(eq(eventParticipants.eventId, eventId), inArray(eventParticipants.userId, next)))
        .returning({ userId: eventParticipants.userId });
      if (moved.length > 0) await moveCount(eventId, moved.length);
      return moved.length;
    },

    participants(eventId: string, status: 'Registered' | 'Waitlisted', limit: number) {
      const statuses = status === 'Registered' ? ['Registered', 'Attended'] : ['Waitlisted'];
      return db
        .select({ ...person, status: eventParticipants.status, registeredAt: eventParticipants.registeredAt })
        .from(eventParticipants)
        .innerJoin(users, eq(users.id, eventParticipants.userId))
        .where(and(eq(eventParticipants.eventId, eventId), inArray(eventParticipants.status, statuses)))
        .orderBy(asc(eventParticipants.registeredAt), asc(eventParticipants.userId))
        .limit(limit);
    },

    entries(eventId: string, limit: number) {
      return db
        .select({
          entryId: eventEntries.id,
          storyId: stories.id,
          storyTitle: stories.title,
          winner: eventEntries.winner,
          submittedAt: eventEntries.submittedAt,
          ...person,
        })
        .from(eventEntries)
        .innerJoin(stories, eq(stories.id, eventEntries.storyId))
        .innerJoin(users, eq(users.id, eventEntries.userId))
        .where(eq(eventEntries.eventId, eventId))
        .orderBy(desc(eventEntries.winner), asc(eventEntries.submittedAt), asc(eventEntries.id))
        .limit(limit);
    },

    async hasEntry(eventId: string, userId: string) {
      const rows = await db
        .select({ id: eventEntries.id })
        .from(eventEntries)
        .where(and(eq(eventEntries.eventId, eventId), eq(eventEntries.userId, userId)));
      return rows.length > 0;
    },

    /** The user's published stories, newest first (what they may enter). */
    publishedStories(userId: string, limit: number) {
      return db
        .select({ id: stories.id, title: stories.title })
        .from(stories)
        .where(and(eq(stories.createdBy, userId), eq(stories.publicationStatus, 'Published')))
        .orderBy(sql`${stories.publishedAt} desc nulls last`, asc(stories.id))
        .limit(limit);
    },

    async isPublishedStoryOf(storyId: string, userId: string) {
      const rows = await db
        .select({ id: stories.id })
        .from(stories)
        .where(
          and(
            eq(stories.id, storyId),
            eq(stories.createdBy, userId),
            eq(stories.publicationStatus, 'Published'),
          ),
        );
      return rows.length > 0;
    },

    /** Inserts the entry unless the user has one; whether it was inserted. */
    async insertEntry(eventId: string, userId: string, storyId: string) {
      const rows = await db
        .insert(eventEntries)
        .values({ eventId, userId, storyId })
        .onConflictDoNothing({ target: [eventEntries.eventId, eventEntries.userId] })
        .returning({ id: eventEntries.id });
      return rows.length > 0;
    },

    /** Makes exactly `entryIds` the winners; resolves to the users who newly won, or null when an id is not an entry of the event. */
    async setWinners(eventId: string, entryIds: string[]) {
      const ofEvent = eq(eventEntries.eventId, eventId);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(eventEntries)
        .where(and(ofEvent, inArray(eventEntries.id, entryIds)));
      if (Number(counted?.n) !== new Set(entryIds).size) return null;
      const chosen = sql<boolean>`(${inArray(eventEntries.id, entryIds)})`;
      const changed = await db
        .update(eventEntries)
        .set({ winner: chosen })
        .where(and(ofEvent, sql`${eventEntries.winner} <> ${chosen}`))
        .returning({ userId: eventEntries.userId, winner: eventEntries.winner });
      return changed.filter((r) => r.winner).map((r) => r.userId);
    },

    /**
     * A Writing Sprint's ranking, most first: each Registered participant's net words between
     * start and end (the signed changes in writing_log, so words pasted and deleted again count
     * nothing), never below 0.
     */
    sprintRanking(eventId: string, limit: number) {
      const words = sql<number>`greatest(0, coalesce((select sum(${writingLog.words}) from ${writingLog}
        where ${writingLog.userId} = ${eventParticipants.userId}
          and ${writingLog.minute} >= date_trunc('minute', ${events.startDate})
          and ${writingLog.minute} < ${events.endDate}), 0))::int`.as('words');
      return db
        .select({ ...person, words })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.eventId))
        .innerJoin(users, eq(users.id, eventParticipants.userId))
        .where(
          and(
            eq(eventParticipants.eventId, eventId),
            inArray(eventParticipants.status, ['Registered', 'Attended']),
          ),
        )
        .orderBy(desc(words), asc(eventParticipants.registeredAt), asc(eventParticipants.userId))
        .limit(limit);
    },
  };
}

export type ParticipationRepository = ReturnType<typeof createParticipationRepository>;
