import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { chapters } from '../../db/schema/chapters';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { userReadingProgress, userStoryRatings } from '../../db/schema/reading';
import { monthlyReadingMinutes } from '../../db/schema/tip-allocations';
import { readerReadingHours } from '../../db/schema/reader-reading-hours';
import { createStatsRepository } from '../stats/stats.repository';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';
import { authorUsername, publishedChapterCount, publishedStory } from '../library/library.repository';
import { communityHooks } from '../library/community-hooks';

export type ProgressRow = typeof userReadingProgress.$inferSelect;
export type ProgressUpdate = Pick<
  ProgressRow,
  'currentChapter' | 'currentChapterId' | 'positionInChapter' | 'progressPercentage' | 'readingSecondsCarry'
> & { addMinutes: number };

/** Reads and writes of user_reading_progress (and, through the stats functions, daily activity). */
export function createReadingRepository(db: Db) {
  return {
    ...communityHooks(db),

    async findProgress(userId: string, storyId: string): Promise<ProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(userReadingProgress)
        .where(and(eq(userReadingProgress.userId, userId), eq(userReadingProgress.storyId, storyId)))
        .limit(1);
      return row;
    },

    /**
     * Creates the (user, story) row if it is missing and locks it for this transaction.
     * `startedToday` is true when this is the reader's first report on the story this UTC day
     * (a new row, or one last read on an earlier day), decided under the lock so concurrent
     * reports never both count it.
     */
    async lockProgress(
      userId: string,
      storyId: string,
    ): Promise<{ row: ProgressRow; startedToday: boolean }> {
      const created = await db
        .insert(userReadingProgress)
        .values({ userId, storyId })
        .onConflictDoNothing()
        .returning({ userId: userReadingProgress.userId });
      const [locked] = await db
        .select({
          row: userReadingProgress,
          earlierDay: sql<boolean>`(${userReadingProgress.lastReadAt} at time zone 'UTC')::date < (now() at time zone 'UTC')::date`,
        })
        .from(userReadingProgress)
        .where(and(eq(userReadingProgress.userId, userId), eq(userReadingProgress.storyId, storyId)))
        .for('update');
      return { row: locked!.row, startedToday: created.length > 0 || locked!.earlierDay };
    },

    /** Writes the reader's new place and credits whole minutes; stamps last_read_at now. */
    async updateProgress(userId: string, storyId: string, update: ProgressUpdate): Promise<ProgressRow> {
      const { addMinutes, ...columns } = update;
      const [row] = await db
        .update(userReadingProgress)
        .set({
          ...columns,
          readingTimeMinutes: sql`${userReadingProgress.readingTimeMinutes} + ${addMinutes}`,
          lastReadAt: sql`now()`,
        })
        .where(and(eq(userReadingProgress.userId, userId), eq(userReadingProgress.storyId, storyId)))
        .returning();
      return row!;
    },

    /**
     * Adds minutes to what the reader read of the story's author this month (UTC): the weights of
     * a tip allocation split by reading time. Their own stories do not count.
     */
    async addMonthlyMinutes(userId: string, storyId: string, minutes: number): Promise<void> {
      await db.execute(sql`
        insert into ${monthlyReadingMinutes} (user_id, author_id, month, minutes)
        select ${userId}::uuid, ${stories.createdBy}, date_trunc('month', now() at time zone 'UTC')::date, ${minutes}::integer
        from ${stories}
        where ${stories.id} = ${storyId}::uuid and ${stories.createdBy} is not null and ${stories.createdBy} <> ${userId}::uuid
        on conflict (user_id, month, author_id)
        do update set minutes = ${monthlyReadingMinutes}.minutes + excluded.minutes`);
    },

    /**
     * Adds a report's active seconds and words read to the reader's row for the story in this
     * hour of the UTC day (the reading analytics rollup, reader_reading_hours).
     */
    async addReadingHour(userId: string, storyId: string, seconds: number, words: number): Promise<void> {
      await db
        .insert(readerReadingHours)
        .values({
          userId,
          storyId,
          day: sql`(now() at time zone 'UTC')::date`,
          hour: sql`extract(hour from now() at time zone 'UTC')::smallint`,
          seconds,
          words,
        })
        .onConflictDoUpdate({
          target: [
            readerReadingHours.userId,
            readerReadingHours.day,
            readerReadingHours.hour,
            readerReadingHours.storyId,
          ],
          set: {
            seconds: sql`${readerReadingHours.seconds} + excluded.seconds`,
            words: sql`${readerReadingHours.words} + excluded.words`,
          },
        });
    },

    /** The remote function update_daily_reading_activity (SPEC section 7). */
    addDailyActivity(userId: string, minutes: number, storiesRead: number): Promise<void> {
      return createStatsRepository(db).updateDailyReadingActivity(userId, minutes, storiesRead);
    },

    /**
     * The reader's stories in the library, most recently read first, `limit` rows after `after`;
     * `inProgressOnly` leaves out finished ones (100 %). Stories no longer published drop out.
     */
    listMine(userId: string, inProgressOnly: boolean, after: KeysetPosition | undefined, limit: number) {
      return db
        .select({
          progress: userReadingProgress,
          id: stories.id,
          cursorAt: cursorTimestamp(userReadingProgress.lastReadAt),
          title: stories.title,
          genre: stories.genre,
          coverImage: stories.coverImage,
          rating: stories.rating,
          authorUsername,
          chapterCount: publishedChapterCount,
          myRating: userStoryRatings.rating,
          // The saved chapter if it is still published, else the published chapter at the saved number.
          resolvedChapterId: sql<string | null>`coalesce(
            (select ${chapters.id} from ${chapters} where ${chapters.id} = ${userReadingProgress.currentChapterId} and ${chapters.status} = 'published'),
            (select ${chapters.id} from ${chapters} where ${chapters.storyId} = ${stories.id} and ${chapters.status} = 'published'
              order by ${chapters.position} offset greatest(${userReadingProgress.currentChapter} - 1, 0) limit 1))`,
        })
        .from(userReadingProgress)
        .innerJoin(stories, eq(stories.id, userReadingProgress.storyId))
        .leftJoin(users, eq(users.id, stories.createdBy))
        .leftJoin(
          userStoryRatings,
          and(
            eq(userStoryRatings.userId, userReadingProgress.userId),
            eq(userStoryRatings.storyId, stories.id),
          ),
        )
        .where(
          and(
            eq(userReadingProgress.userId, userId),
            publishedStory,
            inProgressOnly ? lt(userReadingProgress.progressPercentage, 100) : undefined,
            after
              ? afterPosition(userReadingProgress.lastReadAt, userReadingProgress.storyId, after)
              : undefined,
          ),
        )
        .orderBy(desc(userReadingProgress.lastReadAt), desc(userReadingProgress.storyId))
        .limit(limit);
    },
  };
}

export type ReadingRepository = ReturnType<typeof createReadingRepository>;

/** The reading repository plus transactions: `work` gets a repository bound to one transaction. */
export function createReadingStore(db: Db) {
  return {
    ...createReadingRepository(db),
    inTransaction<T>(work: (repo: ReadingRepository) => Promise<T>): Promise<T> {
      return withTransaction(db, createReadingRepository, work);
    },
  };
}

export type ReadingStore = ReturnType<typeof createReadingStore>;
