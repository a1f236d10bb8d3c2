import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { userComments } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import { afterPosition, cursorTimestamp, isUuid, type KeysetPosition } from '../../db/keyset-cursor';
import { communityHooks } from '../library/community-hooks';
import { userLockQueries } from '../users/users.repository';

const commentColumns = {
  id: userComments.id,
  parentCommentId: userComments.parentCommentId,
  userId: userComments.userId,
  username: users.username,
  profileImage: users.profileImage,
  commentText: userComments.commentText,
  createdAt: userComments.createdAt,
  cursorAt: cursorTimestamp(userComments.createdAt),
};
export type CommentRow = {
  id: string;
  parentCommentId: string | null;
  userId: string | null;
  username: string | null;
  profileImage: string | null;
  commentText: string;
  createdAt: Date;
  cursorAt: string;
};

/** Reads and writes of user_comments. */
export function createCommentsRepository(db: Db) {
  const select = () =>
    db.select(commentColumns).from(userComments).leftJoin(users, eq(users.id, userComments.userId));

  return {
    ...communityHooks(db),
    ...userLockQueries(db),

    /** The user's comments (replies included) posted after `since`: the daily limit's count. */
    async countByUserSince(userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<Date | null>`min(${userComments.createdAt})`,
        })
        .from(userComments)
        .where(and(eq(userComments.userId, userId), gt(userComments.createdAt, since)));
      const oldest = row?.oldest ?? null;
      return { count: row?.count ?? 0, oldest: oldest === null ? null : new Date(oldest) };
    },

    /** The comment's story, author and parent; undefined for a missing or malformed id. */
    async findComment(commentId: string) {
      if (!isUuid(commentId)) return undefined;
      const [row] = await db
        .select({
          id: userComments.id,
          storyId: userComments.storyId,
          userId: userComments.userId,
          parentCommentId: userComments.parentCommentId,
        })
        .from(userComments)
        .where(eq(userComments.id, commentId))
        .limit(1);
      return row;
    },

    async insert(values: {
      userId: string;
      storyId: string;
      commentText: string;
      parentCommentId: string | null;
    }): Promise<CommentRow> {
      const [{ id }] = (await db.insert(userComments).values(values).returning({ id: userComments.id })) as [
        { id: string },
      ];
      const [row] = await select().where(eq(userComments.id, id));
      return row!;
    },

    /** Deletes the comment (its replies go with it, ON DELETE CASCADE). */
    async delete(commentId: string): Promise<void> {
      await db.delete(userComments).where(eq(userComments.id, commentId));
    },

    /** Top-level comments of the story, newest first, `limit` rows after `after`. */
    listTopLevel(storyId: string, after: KeysetPosition | undefined, limit: number): Promise<CommentRow[]> {
      return select()
        .where(
          and(
            eq(userComments.storyId, storyId),
            isNull(userComments.parentCommentId),
            after ? afterPosition(userComments.createdAt, userComments.id, after) : undefined,
          ),
        )
        .orderBy(desc(userComments.createdAt), desc(userComments.id))
        .limit(limit);
    },

    /** The replies to these comments, oldest first. */
    async listReplies(parentIds: string[]): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      return select()
        .where(inArray(userComments.parentCommentId, parentIds))
        .orderBy(asc(userComments.createdAt), asc(userComments.id));
    },

    /** Every comment of the story, replies included. */
    async count(storyId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(userComments)
        .where(eq(userComments.storyId, storyId));
      return row?.count ?? 0;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

/** The comments repository plus transactions: `work` gets a repository bound to one transaction. */
export function createCommentsStore(db: Db) {
  return {
    ...createCommentsRepository(db),
    inTransaction<T>(work: (repo: CommentsRepository) => Promise<T>): Promise<T> {
      return withTransaction(db, createCommentsRepository, work);
    },
  };
}

export type CommentsStore = ReturnType<typeof createCommentsStore>;
