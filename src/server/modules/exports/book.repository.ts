import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/stories';
import { chapters, type ProseMirrorDoc } from '../../db/schema/chapters';
import { storyCollaborators } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';

/** Which chapters go in the book: positions (both ends included) and whether drafts do. */
export type ChapterScope = { from: number; to: number; includeDrafts: boolean };

export type BookChapter = { position: number; title: string; content: ProseMirrorDoc };

export type StoryMeta = {
  id: string;
  title: string;
  description: string;
  genre: string;
  /** ISO 639-1, from STORY_LANGUAGES: the book's dc:language and the lang of its documents. */
  language: string;
  coverImage: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  owner: string;
  collaborators: { username: string; role: string }[];
};

const inScope = (storyId: string, scope: ChapterScope) =>
  and(
    eq(chapters.storyId, storyId),
    gte(chapters.position, scope.from),
    lte(chapters.position, scope.to),
    scope.includeDrafts ? undefined : eq(chapters.status, 'published'),
  );

/** What a book is made of: the story's details, its people and its chapters, read in batches. */
export function createBookRepository(db: Db) {
  return {
    async story(storyId: string): Promise<StoryMeta | undefined> {
      const [row] = await db
        .select({
          id: stories.id,
          title: stories.title,
          description: stories.description,
          genre: stories.genre,
          language: stories.language,
          coverImage: stories.coverImage,
          publishedAt: stories.publishedAt,
          updatedAt: stories.updatedAt,
          owner: users.username,
        })
        .from(stories)
        .innerJoin(users, eq(users.id, stories.createdBy))
        .where(eq(stories.id, storyId))
        .limit(1);
      if (!row) return undefined;
      const collaborators = await db
        .select({ username: users.username, role: storyCollaborators.role })
        .from(storyCollaborators)
        .innerJoin(users, eq(users.id, storyCollaborators.userId))
        .where(eq(storyCollaborators.storyId, storyId))
        .orderBy(asc(storyCollaborators.joinedAt), asc(users.username));
      return { ...row, collaborators };
    },

    /** Up to `limit` chapters of the scope after position `after`, in reading order. */
    chapterBatch(storyId: string, scope: ChapterScope, after: number, limit: number): Promise<BookChapter[]> {
      return db
        .select({ position: chapters.position, title: chapters.title, content: chapters.content })
        .from(chapters)
        .where(and(inScope(storyId, scope), gt(chapters.position, after)))
        .orderBy(asc(chapters.position))
        .limit(limit);
    },

    /**
     * What decides the chapters' part of the book: how many there are and their latest change
     * (a chapter's update time moves with its text, title, status and position).
     */
    async chapterState(
      storyId: string,
      scope: ChapterScope,
    ): Promise<{ count: number; words: number; latest: string }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          words: sql<number>`coalesce(sum(${chapters.wordCount}), 0)::int`,
          latest: sql<string>`coalesce(max(${chapters.updatedAt})::text, '')`,
          ids: sql<string>`coalesce(string_agg(${chapters.id}::text || ':' || ${chapters.position}, ',' order by ${chapters.position}), '')`,
        })
        .from(chapters)
        .where(inScope(storyId, scope));
      return {
        count: row?.count ?? 0,
        words: row?.words ?? 0,
        latest: `${row?.latest ?? ''}|${row?.ids ?? ''}`,
      };
    },
  };
}

export type BookRepository = ReturnType<typeof createBookRepository>;
