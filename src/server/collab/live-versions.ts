import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters } from '../db/schema/chapters';
import { chapterVersions } from '../db/schema/live';
import { users } from '../db/schema/users';
import { isUuid } from '../modules/stories/story-cursor';
import type { TiptapDoc } from '@common/schemas/chapter';

/** A version row with the username of whoever saved it (null when automatic or deleted). */
export type VersionRow = typeof chapterVersions.$inferSelect & { createdByName: string | null };
type Reason = 'manual' | 'session_end' | 'before_restore' | 'ai_assisted';

/** Reads and writes of chapter versions (the history of a chapter's text). */
export function createLiveVersions(db: Db) {
  const withNames = () =>
    db
      .select({ ...getTableColumns(chapterVersions), createdByName: users.username })
      .from(chapterVersions)
      .leftJoin(users, eq(users.id, chapterVersions.createdBy))
      .$dynamic();
  async function usernameOf(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    return row?.username ?? null;
  }
  return {
    /**
     * At a session's end: a version of every chapter of the story whose text differs from its
     * newest version (a chapter nobody touched keeps its history as it was). One statement.
     */
    async keepSessionEnd(storyId: string): Promise<void> {
      await db.execute(sql`
        insert into ${chapterVersions} (chapter_id, story_id, reason, content, word_count)
        select c.chapter_id, c.story_id, 'session_end', c.content, c.word_count
        from ${chapters} c
        where c.story_id = ${storyId}
          and c.content is distinct from (
            select v.content from ${chapterVersions} v where v.chapter_id = c.chapter_id
            order by v.created_at desc limit 1)
          and (c.word_count > 0 or exists (select 1 from ${chapterVersions} v where v.chapter_id = c.chapter_id))`);
    },

    /** Keeps `content` (the live document's text as it is now) as a version of the chapter. */
    async keep(version: {
      chapterId: string;
      storyId: string;
      userId: string | null;
      reason: Reason;
      content: TiptapDoc;
      wordCount: number;
    }): Promise<VersionRow> {
      const { userId, ...values } = version;
      const [row] = await db
        .insert(chapterVersions)
        .values({ ...values, createdBy: userId })
        .returning();
      return { ...row!, createdByName: await usernameOf(userId) };
    },

    /** The newest 100 versions of a chapter, newest first, with who saved each. */
    list(chapterId: string): Promise<VersionRow[]> {
      return withNames()
        .where(eq(chapterVersions.chapterId, chapterId))
        .orderBy(desc(chapterVersions.createdAt))
        .limit(100);
    },

    async find(chapterId: string, versionId: string): Promise<VersionRow | undefined> {
      if (!isUuid(versionId)) return undefined;
      const [row] = await withNames().where(
        and(eq(chapterVersions.chapterId, chapterId), eq(chapterVersions.id, versionId)),
      );
      return row;
    },
  };
}

export type LiveVersions = ReturnType<typeof createLiveVersions>;
