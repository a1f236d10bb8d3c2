import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactional, type Transactional } from '../../db/transactional';
import { groupPosts, groupReadingList, groupThreads, stories, users, worlds } from '../../db/schema/index';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';

/** Published stories (SPEC section 4): Public with a publication status. */
const PUBLISHED = sql`${stories.privacyLevel} = 'Public' and ${stories.publicationStatus} is not null`;

const threadColumns = {
  id: groupThreads.id,
  groupId: groupThreads.groupId,
  authorId: groupThreads.authorId,
  title: groupThreads.title,
  pinned: groupThreads.pinned,
  locked: groupThreads.locked,
  replyCount: groupThreads.replyCount,
  createdAt: groupThreads.createdAt,
  lastPostAt: groupThreads.lastPostAt,
  cursorAt: cursorTimestamp(groupThreads.lastPostAt),
  authorName: users.username,
  authorImage: users.profileImage,
};

function boardQueries(db: Db) {
  return {
    /** The board: pinned first, then most recently active (group_threads_board_idx). */
    listThreads(groupId: string, after: [boolean, string, string] | undefined, take: number) {
      return db
        .select(threadColumns)
        .from(groupThreads)
        .leftJoin(users, eq(users.id, groupThreads.authorId))
        .where(
          and(
            eq(groupThreads.groupId, groupId),
            after
              ? sql`(${groupThreads.pinned}, ${groupThreads.lastPostAt}, ${groupThreads.id}) < (${after[0]}, ${after[1]}::timestamptz, ${after[2]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(groupThreads.pinned), desc(groupThreads.lastPostAt), desc(groupThreads.id))
        .limit(take);
    },

    /** A thread of the group (undefined when it is missing or belongs to another group). */
    async findThread(groupId: string, threadId: string) {
      const [row] = await db
        .select({ ...threadColumns, body: groupThreads.body })
        .from(groupThreads)
        .leftJoin(users, eq(users.id, groupThreads.authorId))
        .where(and(eq(groupThreads.id, threadId), eq(groupThreads.groupId, groupId)))
        .limit(1);
      return row;
    },

    /** Locks the thread row, so replies and a lock or delete queue one after another. */
    async lockThread(groupId: string, threadId: string) {
      const [row] = await db
        .select({
          id: groupThreads.id,
          authorId: groupThreads.authorId,
          locked: groupThreads.locked,
          title: groupThreads.title,
        })
        .from(groupThreads)
        .where(and(eq(groupThreads.id, threadId), eq(groupThreads.groupId, groupId)))
        .for('update');
      return row;
    },

    async insertThread(groupId: string, authorId: string, title: string, body: string): Promise<string> {
      const [row] = await db
        .insert(groupThreads)
        .values({ groupId, authorId, title, body })
        .returning({ id: groupThreads.id });
      return row!.id;
    },

    async updateThread(threadId: string, values: { pinned?: boolean; locked?: boolean }): Promise<void> {
      await db.update(groupThreads).set(values).where(eq(groupThreads.id, threadId));
    },

    async deleteThread(threadId: string): Promise<void> {
      await db.delete(groupThreads).where(eq(groupThreads.id, threadId));
    },

    /** Adds a reply and counts it on the thread (after `lockThread`). */
    async insertPost(threadId: string, authorId: string, body: string): Promise<string> {
      const [row] = await db
        .insert(groupPosts)
        .values({ threadId, authorId, body })
        .returning({ id: groupPosts.id });
      await db
        .update(groupThreads)
        .set({ replyCount: sql`${groupThreads.replyCount} + 1`, lastPostAt: sql`now()` })
        .where(eq(groupThreads.id, threadId));
      return row!.id;
    },

    /** Replies oldest first (group_posts_thread_created_idx). */
    listPosts(threadId: string, after: KeysetPosition | undefined, take: number) {
      return db
        .select({
          id: groupPosts.id,
          authorId: groupPosts.authorId,
          body: groupPosts.body,
          createdAt: groupPosts.createdAt,
          cursorAt: cursorTimestamp(groupPosts.createdAt),
          authorName: users.username,
          authorImage: users.profileImage,
        })
        .from(groupPosts)
        .leftJoin(users, eq(users.id, groupPosts.authorId))
        .where(
          and(
            eq(groupPosts.threadId, threadId),
            after
              ? sql`(${groupPosts.createdAt}, ${groupPosts.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id))
        .limit(take);
    },

    async findPost(postId: string) {
      const [row] = await db
        .select({
          id: groupPosts.id,
          authorId: groupPosts.authorId,
          body: groupPosts.body,
          createdAt: groupPosts.createdAt,
          cursorAt: cursorTimestamp(groupPosts.createdAt),
          authorName: users.username,
          authorImage: users.profileImage,
        })
        .from(groupPosts)
        .leftJoin(users, eq(users.id, groupPosts.authorId))
        .where(eq(groupPosts.id, postId));
      return row;
    },

    /** A reply of a thread of the group, with its thread locked for the change. */
    async lockPost(groupId: string, postId: string) {
      const [row] = await db
        .select({ id: groupPosts.id, authorId: groupPosts.authorId, threadId: groupPosts.threadId })
        .from(groupPosts)
        .innerJoin(groupThreads, eq(groupThreads.id, groupPosts.threadId))
        .where(and(eq(groupPosts.id, postId), eq(groupThreads.groupId, groupId)))
        .for('update');
      return row;
    },

    async deletePost(postId: string, threadId: string): Promise<void> {
      await db.delete(groupPosts).where(eq(groupPosts.id, postId));
      await db
        .update(groupThreads)
        .set({ replyCount: sql`greatest(${groupThreads.replyCount} - 1, 0)` })
        .where(eq(groupThreads.id, threadId));
    },

    /** 'Group Only' worlds shared with the group, newest update first (worlds_shared_group_idx). */
    listSharedWorlds(groupId: string, after: KeysetPosition | undefined, take: number) {
      return db
        .select({
          id: worlds.id,
          name: worlds.name,
          description: worlds.description,
          genre: worlds.genre,
          worldImage: worlds.worldImage,
          updatedAt: worlds.updatedAt,
          cursorAt: cursorTimestamp(worlds.updatedAt),
          creatorName: users.username,
        })
        .from(worlds)
        .leftJoin(users, eq(users.id, worlds.creator))
        .where(
          and(
            eq(worlds.sharedGroupId, groupId),
            eq(worlds.privacyLevel, 'Group Only'),
            after ? afterPosition(worlds.updatedAt, worlds.id, after) : undefined,
          ),
        )
        .orderBy(desc(worlds.updatedAt), desc(worlds.id))
        .limit(take);
    },

    /** The reading list, newest addition first; only stories still published show. */
    listReading(groupId: string, after: KeysetPosition | undefined, take: number) {
      return db
        .select({
          id: groupReadingList.storyId,
          title: stories.title,
          description: stories.description,
          genre: stories.genre,
          author: sql<string | null>`(select u.username from users u where u.user_id = ${stories.createdBy})`,
          addedById: groupReadingList.addedBy,
          addedBy: users.username,
          addedAt: groupReadingList.addedAt,
          cursorAt: cursorTimestamp(groupReadingList.addedAt),
        })
        .from(groupReadingList)
        .innerJoin(stories, and(eq(stories.id, groupReadingList.storyId), PUBLISHED))
        .leftJoin(users, eq(users.id, groupReadingList.addedBy))
        .where(
          and(
            eq(groupReadingList.groupId, groupId),
            after ? afterPosition(groupReadingList.addedAt, groupReadingList.storyId, after) : undefined,
          ),
        )
        .orderBy(desc(groupReadingList.addedAt), desc(groupReadingList.storyId))
        .limit(take);
    },

    async isPublishedStory(storyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.id, storyId), PUBLISHED));
      return row !== undefined;
    },

    async addReading(groupId: string, storyId: string, addedBy: string): Promise<void> {
      await db.insert(groupReadingList).values({ groupId, storyId, addedBy }).onConflictDoNothing();
    },

    async findReading(groupId: string, storyId: string) {
      const [row] = await db
        .select({ addedBy: groupReadingList.addedBy })
        .from(groupReadingList)
        .where(and(eq(groupReadingList.groupId, groupId), eq(groupReadingList.storyId, storyId)));
      return row;
    },

    async removeReading(groupId: string, storyId: string): Promise<void> {
      await db
        .delete(groupReadingList)
        .where(and(eq(groupReadingList.groupId, groupId), eq(groupReadingList.storyId, storyId)));
    },
  };
}

export type BoardQueries = ReturnType<typeof boardQueries>;
export type BoardRepository = Transactional<BoardQueries>;

/** The only code touching group_threads, group_posts and group_reading_list (and reading shared worlds). */
export function createBoardRepository(db: Db): BoardRepository {
  return transactional(db, boardQueries);
}
