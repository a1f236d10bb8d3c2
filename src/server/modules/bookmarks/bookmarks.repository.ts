import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { userBookmarks } from '../../db/schema/reading';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';
import { publishedStory } from '../library/library.repository';
import { storyCardColumns } from '../library/story-card';

/** Reads and writes of user_bookmarks. */
export function createBookmarksRepository(db: Db) {
  return {
    /** When the user bookmarked the story, or null. */
    async find(userId: string, storyId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: userBookmarks.bookmarkedAt })
        .from(userBookmarks)
        .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.storyId, storyId)))
        .limit(1);
      return row?.at ?? null;
    },

    /** Adds the bookmark; an existing one keeps its original time. Returns that time. */
    async add(userId: string, storyId: string): Promise<Date> {
      await db.insert(userBookmarks).values({ userId, storyId }).onConflictDoNothing();
      const [row] = await db
        .select({ at: userBookmarks.bookmarkedAt })
        .from(userBookmarks)
        .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.storyId, storyId)));
      return row!.at;
    },

    async remove(userId: string, storyId: string): Promise<void> {
      await db
        .delete(userBookmarks)
        .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.storyId, storyId)));
    },

    /** The user's bookmarked stories still in the library, newest bookmark first. */
    list(userId: string, after: KeysetPosition | undefined, limit: number) {
      return db
        .select({
          ...storyCardColumns,
          bookmarkedAt: userBookmarks.bookmarkedAt,
          cursorAt: cursorTimestamp(userBookmarks.bookmarkedAt),
        })
        .from(userBookmarks)
        .innerJoin(stories, eq(stories.id, userBookmarks.storyId))
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(
          and(
            eq(userBookmarks.userId, userId),
            publishedStory,
            after ? afterPosition(userBookmarks.bookmarkedAt, userBookmarks.storyId, after) : undefined,
          ),
        )
        .orderBy(desc(userBookmarks.bookmarkedAt), desc(userBookmarks.storyId))
        .limit(limit);
    },
  };
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
