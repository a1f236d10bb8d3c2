import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters } from '../../db/schema/chapters';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { isUuid } from '../../db/keyset-cursor';
import { queryRows } from '../../db/query-rows';
import type { StoryVisibility } from './library.policy';
import { storyLabelColumns } from './story-labels';
import { withFastRows } from '../../db/fast-rows';

/**
 * SQL of library.policy.ts `isPublished`, for lists that filter in the database. 'Public' is a
 * literal, not a parameter, so that a prepared statement's generic plan still matches the
 * partial indexes (their predicate is this condition).
 */
export const publishedStory: SQL = sql`(${stories.privacyLevel} = 'Public' and ${stories.publicationStatus} is not null)`;

/**
 * Published words and chapters of a story (drafts excluded). Kept on the story row by triggers on
 * `chapters` (migrations 0029 and 0030), so a list reads them with the row instead of two correlated
 * subqueries per story.
 */
export const publishedWords = stories.publishedWordCount;
export const publishedChapterCount = stories.publishedChapterCount;
/** The author's username; 'Unknown' if it is somehow missing (SPEC section 8). */
export const authorUsername = sql<string>`coalesce(${users.username}, 'Unknown')`;

export type PublishedChapterRow = { id: string; title: string; wordCount: number };
/** A chapter a reader sees listed: published, or scheduled and inside its early-access window. */
export type ReaderChapterRow = PublishedChapterRow & { status: string; scheduledAt: Date | null };

/**
 * A chapter is listed for readers when published, or when scheduled and `now` is within the
 * story's early-access days of its public date (never when early access is off: NULL days).
 */
const listedForReaders = sql`(${chapters.status} = 'published' or ${chapters.scheduledAt} - make_interval(days => (select s.early_access_days from stories s where s.story_id = ${chapters.storyId})) <= ${sql.placeholder('now')})`;

/**
 * SQL twin of library.policy.ts `lockOf` for a published chapter (alias `chapter`, a table with
 * story_id and chapter_id): true when every reader may read its text, that is its story is not
 * exclusive or it is the story's first published chapter. Lists that carry chapter text to
 * readers who were not asked about (feeds) filter with it.
 */
export const chapterOpenToAllSql = (chapter: string): SQL =>
  sql.raw(`(not exists (select 1 from stories xs where xs.story_id = ${chapter}.story_id and xs.exclusive)
    or ${chapter}.chapter_id = (select fc.chapter_id from chapters fc
      where fc.story_id = ${chapter}.story_id and fc.status = 'published' order by fc.position limit 1))`);

/** Reads of the public library: story visibility, the story page, published chapters. */
export function createLibraryRepository(db: Db) {
  // The story page's two reads, built once and prepared (named statements: parsed once per
  // connection, and after five executions PostgreSQL reuses one generic plan for them).
  const storyPage = withFastRows(
    db
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
        ratingCount: stories.ratingCount,
        exclusive: stories.exclusive,
        ...storyLabelColumns,
        readerDownloads: stories.readerDownloads,
      })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.createdBy))
      .where(eq(stories.id, sql.placeholder('storyId')))
      .limit(1)
      .prepare('library_story_page'),
  );
  const readerChapters = withFastRows(
    db
      .select({
        id: chapters.id,
        title: chapters.title,
        wordCount: chapters.wordCount,
        status: chapters.status,
        scheduledAt: chapters.scheduledAt,
      })
      .from(chapters)
      .where(and(eq(chapters.storyId, sql.placeholder('storyId')), listedForReaders))
      .orderBy(asc(chapters.position))
      .prepare('library_reader_chapters'),
  );
  const publishedChapters = withFastRows(
    db
      .select({ id: chapters.id, title: chapters.title, wordCount: chapters.wordCount })
      .from(chapters)
      .where(and(eq(chapters.storyId, sql.placeholder('storyId')), sql`${chapters.status} = 'published'`))
      .orderBy(asc(chapters.position))
      .prepare('library_published_chapters'),
  );

  return {
    /**
     * The columns library.policy.ts decides on; undefined for a missing or malformed id. With
     * `lock` (inside a transaction) the story row is locked FOR UPDATE, so writes that recompute
     * the story's figures (the rating average) happen one at a time and each sees the last.
     */
    async findStoryVisibility(
      storyId: string,
      options: { lock?: boolean } = {},
    ): Promise<StoryVisibility | undefined> {
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
      const [row] = await storyPage.execute({ storyId });
      return row;
    },

    /** The story's published chapters in reading order (no content). */
    listPublishedChapters(storyId: string): Promise<PublishedChapterRow[]> {
      return publishedChapters.execute({ storyId });
    },

    /** The chapters listed for readers at `now`: published ones and those in early access. */
    listReaderChapters(storyId: string, now: Date): Promise<ReaderChapterRow[]> {
      return readerChapters.execute({ storyId, now: now.toISOString() });
    },

    /** Whether the user owns the story or is one of its collaborators. */
    async isStoryMember(storyId: string, userId: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 as one from stories where story_id = ${storyId}::uuid and created_by = ${userId}::uuid
            union all
            select 1 from story_collaborators where story_id = ${storyId}::uuid and user_id = ${userId}::uuid
            limit 1`,
      );
      return rows.length > 0;
    },

    /** One chapter of the story with its document, whatever its status (the policy decides). */
    async findChapter(storyId: string, chapterId: string) {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db
        .select({
          id: chapters.id,
          title: chapters.title,
          status: chapters.status,
          scheduledAt: chapters.scheduledAt,
          wordCount: chapters.wordCount,
          content: chapters.content,
        })
        .from(chapters)
        .where(and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId)))
        .limit(1);
      return row;
    },

    /** The story title and author name the reader shows above a chapter. */
    async findStoryHeading(storyId: string) {
      const [row] = await db
        .select({ title: stories.title, authorUsername, exclusive: stories.exclusive })
        .from(stories)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(eq(stories.id, storyId))
        .limit(1);
      return row;
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
