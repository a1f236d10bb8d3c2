import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters } from '../../db/schema/chapters';
import { chapterLiveStates } from '../../db/schema/live';
import { stories } from '../../db/schema/stories';
import { inLockedStory } from '../stories/stories.repository';
import type { StoryRelation } from '../stories/stories.policy';
import { isUuid } from '../stories/story-cursor';

export type ChapterRow = typeof chapters.$inferSelect;
export type ChapterChanges = Partial<
  Pick<ChapterRow, 'title' | 'content' | 'contentText' | 'wordCount' | 'status' | 'updatedAt' | 'scheduledAt'>
>;

const summaryColumns = {
  id: chapters.id,
  storyId: chapters.storyId,
  position: chapters.position,
  title: chapters.title,
  status: chapters.status,
  wordCount: chapters.wordCount,
  updatedAt: chapters.updatedAt,
  scheduledAt: chapters.scheduledAt,
};
export type ChapterSummaryRow = Pick<ChapterRow, keyof typeof summaryColumns>;

/** The chapter rows of one story; `position` is 1..n without gaps. */
const ofStory = (storyId: string, chapterId: string) =>
  and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId));

/** Every read and write of chapters, and of the story counts that mirror them. */
export function createChaptersRepository(db: Db) {
  return {
    /** A story's chapters in reading order; drafts only when asked for. */
    async listSummaries(storyId: string, includeDrafts: boolean): Promise<ChapterSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(chapters)
        .where(
          and(eq(chapters.storyId, storyId), includeDrafts ? undefined : eq(chapters.status, 'published')),
        )
        .orderBy(asc(chapters.position));
    },

    async listIds(storyId: string): Promise<string[]> {
      const rows = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.storyId, storyId));
      return rows.map((row) => row.id);
    },

    /** The story a chapter belongs to, or undefined (also for a malformed id). */
    async storyOfChapter(chapterId: string): Promise<string | undefined> {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db
        .select({ storyId: chapters.storyId })
        .from(chapters)
        .where(eq(chapters.id, chapterId));
      return row?.storyId;
    },

    /**
     * The chapter's stored document and when it was written, holding its row lock until the
     * transaction ends (the live room seeds or repairs its state under it); undefined when gone.
     */
    async lockContent(chapterId: string): Promise<Pick<ChapterRow, 'content' | 'updatedAt'> | undefined> {
      const [row] = await db
        .select({ content: chapters.content, updatedAt: chapters.updatedAt })
        .from(chapters)
        .where(eq(chapters.id, chapterId))
        .for('update');
      return row;
    },

    async find(storyId: string, chapterId: string): Promise<ChapterRow | undefined> {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db.select().from(chapters).where(ofStory(storyId, chapterId)).limit(1);
      return row;
    },

    /**
     * Locks the chapter's row (until the transaction ends) and says whether it has been opened
     * live (it has a stored Yjs state). Read after the lock, so a room seeding the chapter right
     * now (it holds the same lock) has either committed its state or waits for this write.
     */
    async lockForContent(
      storyId: string,
      chapterId: string,
    ): Promise<{ row: ChapterRow; live: boolean } | undefined> {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db.select().from(chapters).where(ofStory(storyId, chapterId)).for('update');
      if (!row) return undefined;
      const [state] = await db
        .select({ id: chapterLiveStates.chapterId })
        .from(chapterLiveStates)
        .where(eq(chapterLiveStates.chapterId, chapterId));
      return { row, live: state !== undefined };
    },

    /** Whether the stored chapter already holds these values (a retried save). */
    async holds(storyId: string, chapterId: string, changes: ChapterChanges): Promise<boolean> {
      const checks = [
        changes.title === undefined ? undefined : eq(chapters.title, changes.title),
        changes.status === undefined ? undefined : eq(chapters.status, changes.status),
        changes.content === undefined
          ? undefined
          : sql`${chapters.content} = ${JSON.stringify(changes.content)}::jsonb`,
      ];
      const [row] = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(ofStory(storyId, chapterId), ...checks))
        .limit(1);
      return row !== undefined;
    },

    /** Appends a chapter after the story's last one (the story lock keeps max + 1 unique). */
    async append(storyId: string, title: string): Promise<ChapterRow> {
      const [row] = await db
        .insert(chapters)
        .values({
          storyId,
          title,
          position: sql`(select coalesce(max(${chapters.position}), 0) + 1 from ${chapters} where ${chapters.storyId} = ${storyId})`,
          updatedAt: new Date(),
        })
        .returning();
      return row!;
    },

    /**
     * One UPDATE of the chapter. With `expectedUpdatedAt` the row is only written if it still
     * carries that time (compared to the millisecond, as JSON carries it); undefined otherwise,
     * or when the chapter is not in this story. `updatedAt` is now unless the changes set it.
     */
    async update(storyId: string, chapterId: string, changes: ChapterChanges, expectedUpdatedAt?: string) {
      if (!isUuid(chapterId)) return undefined;
      const unchangedSince =
        expectedUpdatedAt === undefined
          ? undefined
          : sql`date_trunc('milliseconds', ${chapters.updatedAt}) = ${expectedUpdatedAt}::timestamptz`;
      const [row] = await db
        .update(chapters)
        .set({ updatedAt: new Date(), ...changes })
        .where(and(ofStory(storyId, chapterId), unchangedSince))
        .returning();
      return row;
    },

    async delete(storyId: string, chapterId: string): Promise<ChapterRow | undefined> {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db.delete(chapters).where(ofStory(storyId, chapterId)).returning();
      return row;
    },

    /** Closes the gap a deleted chapter left (one statement; the unique check runs at its end). */
    async closeGap(storyId: string, position: number): Promise<void> {
      await db
        .update(chapters)
        .set({ position: sql`${chapters.position} - 1` })
        .where(and(eq(chapters.storyId, storyId), gt(chapters.position, position)));
    },

    /** Numbers the chapters 1..n in the order given, in one statement. */
    async renumber(storyId: string, orderedIds: string[]): Promise<void> {
      const ids = sql`array[${sql.join(
        orderedIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
      await db.execute(sql`
        update ${chapters} set position = o.ord
        from unnest(${ids}) with ordinality as o(id, ord)
        where ${chapters.id} = o.id and ${chapters.storyId} = ${storyId}`);
    },

    /**
     * Sets the story's word and chapter counts to the sums over its chapters, and marks it
     * updated, in one statement. Exact because every chapter writer holds the story lock. The
     * chapters trigger (migration story_chapter_counts) has set the same sums already; this
     * write is kept for marking the story updated (the order of My Stories).
     */
    async refreshStoryCounts(storyId: string): Promise<void> {
      const ofThisStory = sql`from ${chapters} where ${chapters.storyId} = ${storyId}`;
      await db
        .update(stories)
        .set({
          wordCount: sql`(select coalesce(sum(${chapters.wordCount}), 0)::int ${ofThisStory})`,
          chapterCount: sql`(select count(*)::int ${ofThisStory})`,
        })
        .where(eq(stories.id, storyId));
    },

    /**
     * Publishes a scheduled draft whose time has come (`now`), clearing its date; undefined when it
     * is not (any more) due: published by another run, unscheduled, moved later or deleted. The
     * WHERE is checked again after waiting for a concurrent writer's row lock, so of two runs at
     * once only one gets the row.
     */
    async publishIfDue(storyId: string, chapterId: string, now: Date): Promise<ChapterRow | undefined> {
      const [row] = await db
        .update(chapters)
        .set({ status: 'published', scheduledAt: null, updatedAt: now })
        .where(
          and(
            ofStory(storyId, chapterId),
            eq(chapters.status, 'draft'),
            sql`${chapters.scheduledAt} <= ${now}`,
          ),
        )
        .returning();
      return row;
    },

    /** Marks the story updated without changing its counts (a reorder). */
    async touchStory(storyId: string): Promise<void> {
      await db.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, storyId));
    },

    /** The handle this repository writes through (inside a story transaction: that transaction),
     * so events of other modules (XP, notifications) commit or roll back with the chapter write. */
    handle: db,
  };
}

export type ChaptersRepository = ReturnType<typeof createChaptersRepository>;

/** The chapters repository plus the one way to write: in a transaction holding the story lock. */
export function createChapterStore(db: Db) {
  return {
    ...createChaptersRepository(db),

    /** Runs a chapter write under the story lock (see inLockedStory). */
    inStoryTransaction<T>(
      storyId: string,
      userId: string,
      work: (repo: ChaptersRepository, relation: StoryRelation | undefined) => Promise<T>,
    ): Promise<T> {
      return inLockedStory(db, storyId, userId, createChaptersRepository, work);
    },
  };
}

export type ChapterStore = ReturnType<typeof createChapterStore>;

/** Scheduled drafts due at `now`, earliest first, with the story's owner (chapters_scheduled_idx). */
export function listDueChapters(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; storyId: string; ownerId: string }[]> {
  return db
    .select({ id: chapters.id, storyId: chapters.storyId, ownerId: stories.createdBy })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(sql`${chapters.scheduledAt} <= ${now}`)
    .orderBy(asc(chapters.scheduledAt))
    .limit(limit);
}
