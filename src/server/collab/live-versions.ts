import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters } from '../db/schema/chapters';
import { chapterVersions } from '../db/schema/live';

export type VersionRow = typeof chapterVersions.$inferSelect;
type Reason = 'manual' | 'session_end' | 'before_restore';

/** Reads and writes of chapter versions (the history of a chapter's text). */
export function createLiveVersions(db: Db) {
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

    async keep(
      chapterId: string,
      storyId: string,
      userId: string | null,
      reason: Reason,
    ): Promise<VersionRow | undefined> {
      const [chapter] = await db
        .select()
        .from(chapters)
        .where(and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId)));
      if (!chapter) return undefined;
      const [row] = await db
        .insert(chapterVersions)
        .values({
          chapterId,
          storyId,
          createdBy: userId,
          reason,
          content: chapter.content,
          wordCount: chapter.wordCount,
        })
        .returning();
      return row;
    },

    list(chapterId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(chapterVersions)
        .where(eq(chapterVersions.chapterId, chapterId))
        .orderBy(desc(chapterVersions.createdAt))
        .limit(100);
    },

    async find(chapterId: string, versionId: string): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(chapterVersions)
        .where(and(eq(chapterVersions.chapterId, chapterId), eq(chapterVersions.id, versionId)));
      return row;
    },
  };
}

export type LiveVersions = ReturnType<typeof createLiveVersions>;
