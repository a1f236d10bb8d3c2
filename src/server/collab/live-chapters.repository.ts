import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { chapters } from '../db/schema/chapters';
import { storyCollaborators } from '../db/schema/collaboration';
import { chapterLiveStates } from '../db/schema/live';
import { stories } from '../db/schema/stories';
import { countWords, documentText } from '../modules/chapters/chapter-text';
import { createChaptersRepository } from '../modules/chapters/chapters.repository';
import { inLockedStory } from '../modules/stories/stories.repository';
import { isUuid } from '../modules/stories/story-cursor';
import type { TiptapDoc } from '@common/schemas/chapter';
import { sameDoc, stateFromJson } from './live-doc';

/** No user: the live room's writes lock the story without asking how anyone stands to it. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Every read and write the live room makes: chapter states, the chapter JSON beside them, members. */
export function createLiveChaptersRepository(db: Db) {
  return {
    /** The story a chapter belongs to, or undefined (also for a malformed id). */
    async storyOfChapter(chapterId: string): Promise<string | undefined> {
      if (!isUuid(chapterId)) return undefined;
      const [row] = await db
        .select({ storyId: chapters.storyId })
        .from(chapters)
        .where(eq(chapters.id, chapterId));
      return row?.storyId;
    },

    /** Who may write in the story now: its creator and its collaborators. */
    async editorsOf(storyId: string): Promise<Set<string>> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`
        select ${stories.createdBy} as user_id from ${stories} where ${stories.id} = ${storyId}
        union select ${storyCollaborators.userId} from ${storyCollaborators} where ${storyCollaborators.storyId} = ${storyId}`,
      );
      return new Set(rows.map((row) => row.user_id));
    },

    /**
     * The chapter's Yjs state. The first opening converts the stored JSON once, holding the
     * chapter's row lock, so two servers opening it together never both seed it (the second
     * waits and then reads the first one's state). Undefined when the chapter is gone.
     */
    loadOrSeed(chapterId: string): Promise<Uint8Array | undefined> {
      return db.transaction(async (tx) => {
        const [chapter] = await tx
          .select({ content: chapters.content })
          .from(chapters)
          .where(eq(chapters.id, chapterId))
          .for('update');
        if (!chapter) return undefined;
        const [live] = await tx
          .select()
          .from(chapterLiveStates)
          .where(eq(chapterLiveStates.chapterId, chapterId));
        if (live) return live.state;
        const state = stateFromJson(chapter.content);
        await tx.insert(chapterLiveStates).values({ chapterId, state });
        return state;
      });
    },

    /**
     * Stores a live chapter: its Yjs state and, in the same transaction under the story lock,
     * its JSON, text, word count and the story's counts (only when the text really changed, so
     * a save that changes nothing records no edit). Returns the story id when the text changed,
     * null when it did not, undefined when the chapter is gone.
     */
    async store(chapterId: string, state: Uint8Array, doc: TiptapDoc): Promise<string | null | undefined> {
      const storyId = await this.storyOfChapter(chapterId);
      if (!storyId) return undefined;
      return inLockedStory(
        db,
        storyId,
        NOBODY,
        (tx) => tx,
        async (tx) => {
          const repo = createChaptersRepository(tx);
          const current = await repo.find(storyId, chapterId);
          if (!current) return undefined;
          await tx
            .insert(chapterLiveStates)
            .values({ chapterId, state })
            .onConflictDoUpdate({
              target: chapterLiveStates.chapterId,
              set: { state, updatedAt: new Date() },
            });
          if (!sameDoc(current.content, doc)) {
            const contentText = documentText(doc);
            await repo.update(storyId, chapterId, {
              content: doc,
              contentText,
              wordCount: countWords(contentText),
            });
            await repo.refreshStoryCounts(storyId);
            return storyId;
          }
          return null;
        },
      );
    },
  };
}

export type LiveChaptersRepository = ReturnType<typeof createLiveChaptersRepository>;
