import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betaAnswers, betaComments, betaReadChapters, betaReaders, betaReads } from '../../db/schema/beta';
import { chapters } from '../../db/schema/chapters';
import { storyCollaborators } from '../../db/schema/collaboration';
import { userFollows } from '../../db/schema/social';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';

/** Every read and write of beta reads, their chapters, readers, comments and answers. */
export function createBetaRepository(db: Db) {
  const summary = {
    id: betaReads.id,
    storyId: betaReads.storyId,
    storyTitle: stories.title,
    authorUsername: users.username,
    ownerId: stories.createdBy,
    state: betaReads.state,
    allowApplications: betaReads.allowApplications,
    createdAt: betaReads.createdAt,
    endedAt: betaReads.endedAt,
  };
  const summaries = (where: SQL | undefined) =>
    db
      .select(summary)
      .from(betaReads)
      .innerJoin(stories, eq(stories.id, betaReads.storyId))
      .leftJoin(users, eq(users.id, stories.createdBy))
      .where(where)
      .orderBy(desc(betaReads.createdAt));

  return {
    async open(storyId: string, openedBy: string, allowApplications: boolean, rows: ChapterPick[]) {
      const [read] = await db
        .insert(betaReads)
        .values({ storyId, openedBy, allowApplications })
        .returning({ id: betaReads.id });
      await db
        .insert(betaReadChapters)
        .values(rows.map((r) => ({ betaReadId: read!.id, chapterId: r.chapterId, question: r.question })));
      return read!.id;
    },

    async find(id: string) {
      const [row] = await summaries(eq(betaReads.id, id));
      return row;
    },

    /** The story's draft chapters among `ids` (the ones a beta read may hold). */
    draftChapters(storyId: string, ids: string[]) {
      return db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.storyId, storyId), inArray(chapters.id, ids), eq(chapters.status, 'draft')));
    },

    chaptersOf(id: string) {
      return db
        .select({
          id: chapters.id,
          title: chapters.title,
          position: chapters.position,
          question: betaReadChapters.question,
        })
        .from(betaReadChapters)
        .innerJoin(chapters, eq(chapters.id, betaReadChapters.chapterId))
        .where(eq(betaReadChapters.betaReadId, id))
        .orderBy(asc(chapters.position));
    },

    readersOf(id: string) {
      return db
        .select({ userId: betaReaders.userId, username: users.username, status: betaReaders.status })
        .from(betaReaders)
        .innerJoin(users, eq(users.id, betaReaders.userId))
        .where(eq(betaReaders.betaReadId, id))
        .orderBy(asc(betaReaders.createdAt));
    },

    async readerStatus(id: string, userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ status: betaReaders.status })
        .from(betaReaders)
        .where(and(eq(betaReaders.betaReadId, id), eq(betaReaders.userId, userId)));
      return row?.status;
    },

    async isCollaborator(storyId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: storyCollaborators.userId })
        .from(storyCollaborators)
        .where(and(eq(storyCollaborators.storyId, storyId), eq(storyCollaborators.userId, userId)));
      return Boolean(row);
    },

    async follows(followerId: string, followingId: string): Promise<boolean> {
      const [row] = await db
        .select({ f: userFollows.followerId })
        .from(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));
      return Boolean(row);
    },

    async userByName(username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, tier: users.subscriptionTier })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    /** Invited readers read at once (an applicant invited is approved); answers whether it is new. */
    async invite(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(betaReaders)
        .values({ betaReadId: id, userId, status: 'active' })
        .onConflictDoUpdate({
          target: [betaReaders.betaReadId, betaReaders.userId],
          set: { status: 'active' },
          setWhere: sql`${betaReaders.status} <> 'active'`,
        })
        .returning({ userId: betaReaders.userId });
      return rows.length > 0;
    },

    /** True when this made a new application (false when the reader was already listed). */
    async apply(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(betaReaders)
        .values({ betaReadId: id, userId, status: 'applied' })
        .onConflictDoNothing()
        .returning({ userId: betaReaders.userId });
      return rows.length > 0;
    },

    async approve(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(betaReaders)
        .set({ status: 'active' })
        .where(
          and(
            eq(betaReaders.betaReadId, id),
            eq(betaReaders.userId, userId),
            eq(betaReaders.status, 'applied'),
          ),
        )
        .returning({ userId: betaReaders.userId });
      return rows.length > 0;
    },

    /** Ends an open beta read; false when it had already ended (a repeated click). */
    async end(id: string): Promise<boolean> {
      const rows = await db
        .update(betaReads)
        .set({ state: 'ended', endedAt: new Date() })
        .where(and(eq(betaReads.id, id), eq(betaReads.state, 'open')))
        .returning({ id: betaReads.id });
      return rows.length > 0;
    },

    activeReaderIds(id: string) {
      return db
        .select({ userId: betaReaders.userId })
        .from(betaReaders)
        .where(and(eq(betaReaders.betaReadId, id), eq(betaReaders.status, 'active')));
    },

    /** Beta reads of stories the user owns or helps write. */
    asAuthor(userId: string) {
      const mine = sql`(${stories.createdBy} = ${userId} or exists (select 1 from story_collaborators sc where sc.story_id = ${stories.id} and sc.user_id = ${userId}))`;
      return summaries(mine);
    },

    asReader(userId: string) {
      return summaries(
        and(
          eq(betaReads.state, 'open'),
          sql`exists (select 1 from beta_readers br where br.beta_read_id = ${betaReads.id} and br.user_id = ${userId} and br.status = 'active')`,
        ),
      );
    },

    /** Open beta reads taking applications from authors the user follows (not yet reading them). */
    async canApply(userId: string) {
      const rows = await db
        .select({ ...summary, status: betaReaders.status })
        .from(betaReads)
        .innerJoin(stories, eq(stories.id, betaReads.storyId))
        .innerJoin(
          userFollows,
          and(eq(userFollows.followingId, stories.createdBy), eq(userFollows.followerId, userId)),
        )
        .leftJoin(users, eq(users.id, stories.createdBy))
        .leftJoin(betaReaders, and(eq(betaReaders.betaReadId, betaReads.id), eq(betaReaders.userId, userId)))
        .where(and(eq(betaReads.state, 'open'), eq(betaReads.allowApplications, true)))
        .orderBy(desc(betaReads.createdAt));
      return rows.filter((r) => r.status !== 'active');
    },

    async addComment(row: typeof betaComments.$inferInsert) {
      const [c] = await db.insert(betaComments).values(row).returning();
      return c!;
    },

    comments(id: string, readerId?: string) {
      return db
        .select({ c: betaComments, readerUsername: users.username })
        .from(betaComments)
        .leftJoin(users, eq(users.id, betaComments.readerId))
        .where(
          and(eq(betaComments.betaReadId, id), readerId ? eq(betaComments.readerId, readerId) : undefined),
        )
        .orderBy(asc(betaComments.createdAt), asc(betaComments.id));
    },

    async setResolved(id: string, commentId: string, resolved: boolean) {
      const [row] = await db
        .update(betaComments)
        .set({ resolvedAt: resolved ? sql`coalesce(${betaComments.resolvedAt}, now())` : null })
        .where(and(eq(betaComments.betaReadId, id), eq(betaComments.id, commentId)))
        .returning();
      return row;
    },

    async saveAnswer(id: string, chapterId: string, readerId: string, answer: string) {
      await db
        .insert(betaAnswers)
        .values({ betaReadId: id, chapterId, readerId, answer })
        .onConflictDoUpdate({
          target: [betaAnswers.betaReadId, betaAnswers.chapterId, betaAnswers.readerId],
          set: { answer, updatedAt: new Date() },
        });
    },

    answers(id: string, chapterId: string, readerId?: string) {
      return db
        .select({
          readerId: betaAnswers.readerId,
          readerUsername: users.username,
          answer: betaAnswers.answer,
        })
        .from(betaAnswers)
        .leftJoin(users, eq(users.id, betaAnswers.readerId))
        .where(
          and(
            eq(betaAnswers.betaReadId, id),
            eq(betaAnswers.chapterId, chapterId),
            readerId ? eq(betaAnswers.readerId, readerId) : undefined,
          ),
        );
    },
  };
}

export type ChapterPick = { chapterId: string; question: string | null };
export type BetaRepository = ReturnType<typeof createBetaRepository>;
export type BetaReadRow = NonNullable<Awaited<ReturnType<BetaRepository['find']>>>;
