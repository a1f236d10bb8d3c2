import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters } from '../../db/schema/chapters';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { userStoryRatings } from '../../db/schema/reading';
import { isUuid } from '../../db/keyset-cursor';
import type { StoryVisibility } from './library.policy';

/** SQL of library.policy.ts `isPublished`, for lists that filter in the database. */
export const publishedStory: SQL = and(eq(stories.privacyLevel, 'Public'), isNotNull(stories.publicationStatus))!;

/** Published words of a story (drafts excluded), as a correlated subquery. */
export const publishedWords = sql<number>`(select coalesce(sum(${chapters.wordCount}), 0)::int from ${chapters}
  where ${chapters.storyId} = ${stories.id} and ${chapters.status} = 'published')`;
/** Published chapters of a story, as a correlated subquery. */
export const publishedChapterCount = sql<number>`(select count(*)::int from ${chapters}
  where ${chapters.storyId} = ${stories.id} and ${chapters.status} = 'published')`;
/** The author's username; 'Unknown' if it is somehow missing (SPEC section 8). */
export const authorUsername = sql<string>`coalesce(${users.username}, 'Unknown')`;

export type PublishedChapterRow = { id: string; title: string; wordCount: number };

/** Reads of the public library: story visibility, the story page, published chapters. */
export function createLibraryRepository(db: Db) {
  return {
    /**
     * The columns library.policy.ts decides on; undefined for a missing or malformed id. With
     * `lock` (inside a transaction) the story row is locked FOR UPDATE, so writes that recompute
     * the story's figures (the rating average) happen one at a time and each sees the last.
     */
    async findStoryVisibility(storyId: string, options: { lock?: boolean } = {}): Promise<StoryVisibility | undefined> {
      if (!isUuid(storyId)) return undefined;
      const query = db
        .select({
          id: stories.id,
          createdBy: stories.createdBy,
          privacyLevel: stories.privacyLevel,
          publicationStatus: stories.publicationStatus,
        })
        .from(stories)
        .where(eq(stories.id, storyId))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** The story page's row: the story, its author and its rating count. */
    async findStoryPage(storyId: string) {
      if (!isUuid(storyId)) return undefined;
      const [row] = await db
        .select({
          id: stories.id,
          title: stories.title,
          description: stories.description,
          genre: stories.genre,
          status: stories.status,
          coverImage: stories.coverImage,
          createdBy: stories.createdBy,
          privacyLevel: stories.privacyLevel,
          publicationStatus: stories.publicationStatus,
          rating: stories.rating,
          viewCount: stories.viewCount,
          publishedAt: stories.publishedAt,
          updatedAt: stories.updatedAt,
          authorUsername,
          authorImage: users.profileImage,
          ratingCount: sql<number>`(select count(*)::int from ${userStoryRatings} where ${userStoryRatings.storyId} = ${stories.id})`,
        })
        .from(stories)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(eq(stories.id, storyId))
        .limit(1);
      return row;
    },

    /** The story's published chapters in reading order (no content). */
    listPublishedChapters(storyId: string): Promise<PublishedChapterRow[]> {
      return db
        .select({ id: chapters.id, title: chapters.title, wordCount: chapters.wordCount })
        .from(chapters)
        .where(and(eq(chapters.storyId, storyId), eq(chapters.status, 'published')))
        .orderBy(asc(chapters.position));
    },

    /** One chapter of the story with its document, whatever its status (the policy decides). */
    async findChapter(storyId: string, chapterId: string) {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db
        .select({ id: chapters.id, title: chapters.title, status: chapters.status, wordCount: chapters.wordCount, content: chapters.content })
        .from(chapters)
        .where(and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId)))
        .limit(1);
      return row;
    },

    /** The story title and author name the reader shows above a chapter. */
    async findStoryHeading(storyId: string) {
      const [row] = await db
        .select({ title: stories.title, authorUsername })
        .from(stories)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(eq(stories.id, storyId))
        .limit(1);
      return row;
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
