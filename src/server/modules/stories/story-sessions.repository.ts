import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionParticipants, sessions } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';
import { stories } from '../../db/schema/stories';
import { userDailyActivity } from '../../db/schema/reading';
import { awardXp } from '../xp/xp.service';
import { inLockedStory } from './stories.repository';
import type { StoryRelation } from './stories.policy';

export type SessionRow = typeof sessions.$inferSelect;
export type ParticipantRow = { sessionId: string; userId: string; username: string; joinedAt: Date };

/** Start of the current day in UTC: sessions are per story and per UTC day. */
const startOfTodayUtc = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/** Every read and write of sessions and session_participants. */
export function createStorySessionsRepository(db: Db) {
  return {
    /**
     * The story's session still open today (not ended), or a new one that remembers the story's
     * word count at its start (for "words added" when it ends).
     */
    async todayOrNew(storyId: string): Promise<SessionRow> {
      const [today] = await db
        .select()
        .from(sessions)
        .where(
          sql`${sessions.storyId} = ${storyId} and ${sessions.sessionDate} >= ${startOfTodayUtc} and ${sessions.endedAt} is null`,
        )
        .orderBy(desc(sessions.sessionDate))
        .limit(1);
      if (today) return today;
      const [created] = await db
        .insert(sessions)
        .values({
          storyId,
          wordsAtStart: sql`(select ${stories.wordCount} from ${stories} where ${stories.id} = ${storyId})`,
        })
        .returning();
      return created!;
    },

    /**
     * Records the user in the session once (a second join keeps the first join time). A first
     * join counts in the user's activity for today (sessions_participated) and earns the
     * SESSION_JOINED XP once per session.
     */
    async addParticipant(sessionId: string, userId: string): Promise<void> {
      const added = await db
        .insert(sessionParticipants)
        .values({ sessionId, userId })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) return;
      await db
        .insert(userDailyActivity)
        .values({ userId, activityDate: sql`(now() at time zone 'UTC')::date`, sessionsParticipated: 1 })
        .onConflictDoUpdate({
          target: [userDailyActivity.userId, userDailyActivity.activityDate],
          set: { sessionsParticipated: sql`${userDailyActivity.sessionsParticipated} + 1` },
        });
      await awardXp(db, { userId, rule: 'SESSION_JOINED', refId: sessionId });
    },

    /** Ends the story's open sessions now, with the words the story gained since each began. */
    async endOpen(storyId: string): Promise<SessionRow[]> {
      return db
        .update(sessions)
        .set({
          endedAt: sql`now()`,
          wordsAdded: sql`greatest(0, (select ${stories.wordCount} from ${stories} where ${stories.id} = ${storyId}) - coalesce(${sessions.wordsAtStart}, 0))`,
        })
        .where(and(eq(sessions.storyId, storyId), isNull(sessions.endedAt)))
        .returning();
    },

    /** The story's newest `limit` sessions, newest first. */
    async list(storyId: string, limit: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.storyId, storyId))
        .orderBy(desc(sessions.sessionDate), desc(sessions.id))
        .limit(limit);
    },

    /** Who joined the given sessions, first joiner first. */
    async participants(sessionIds: string[]): Promise<ParticipantRow[]> {
      if (sessionIds.length === 0) return [];
      return db
        .select({
          sessionId: sessionParticipants.sessionId,
          userId: sessionParticipants.userId,
          username: users.username,
          joinedAt: sessionParticipants.joinedAt,
        })
        .from(sessionParticipants)
        .innerJoin(users, eq(users.id, sessionParticipants.userId))
        .where(inArray(sessionParticipants.sessionId, sessionIds))
        .orderBy(asc(sessionParticipants.joinedAt), asc(users.username));
    },
  };
}

export type StorySessionsRepository = ReturnType<typeof createStorySessionsRepository>;

/** The sessions repository plus joins under the story lock, so a story gets one session a day. */
export function createStorySessionStore(db: Db) {
  return {
    ...createStorySessionsRepository(db),
    inStoryTransaction<T>(
      storyId: string,
      userId: string,
      work: (repo: StorySessionsRepository, relation: StoryRelation | undefined) => Promise<T>,
    ): Promise<T> {
      return inLockedStory(db, storyId, userId, createStorySessionsRepository, work);
    },
  };
}
export type StorySessionStore = ReturnType<typeof createStorySessionStore>;
