import * as Y from 'yjs';
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
import { applyDocAsEdits, jsonFromYDoc, normaliseDoc, sameDoc, stateFromJson } from './live-doc';

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
     *
     * Repair: servers before HTTP saves went into the live document wrote a PATCH to the row
     * only, leaving a live state older than the row's text. When the row was written after the
     * live state and says something else, the row's text is applied as edits inside the live
     * document (never a rebuild, so offline copies merge without doubling) and stored under the
     * same lock, so only one server repairs it. `store` writes the live state after the row, so
     * a live save never looks like this and the common load pays no decoding.
     */
    loadOrSeed(chapterId: string): Promise<{ state: Uint8Array; repaired: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [chapter] = await tx
          .select({ content: chapters.content, updatedAt: chapters.updatedAt })
          .from(chapters)
          .where(eq(chapters.id, chapterId))
          .for('update');
        if (!chapter) return undefined;
        const [live] = await tx
          .select()
          .from(chapterLiveStates)
          .where(eq(chapterLiveStates.chapterId, chapterId));
        if (live) {
          if (chapter.updatedAt <= live.updatedAt) return { state: live.state, repaired: false };
          const state = stateWithRowText(live.state, chapter.content);
          if (!state) return { state: live.state, repaired: false };
          await tx
            .update(chapterLiveStates)
            .set({ state, updatedAt: new Date() })
            .where(eq(chapterLiveStates.chapterId, chapterId));
          return { state, repaired: true };
        }
        const state = stateFromJson(chapter.content);
        await tx.insert(chapterLiveStates).values({ chapterId, state });
        return { state, repaired: false };
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
          const changed = !sameDoc(current.content, doc);
          if (changed) {
            const contentText = documentText(doc);
            await repo.update(storyId, chapterId, {
              content: doc,
              contentText,
              wordCount: countWords(contentText),
            });
            await repo.refreshStoryCounts(storyId);
          }
          // After the row, so the live state is never older than the text it was stored with
          // (loadOrSeed repairs a live state older than a row that says something else).
          await tx
            .insert(chapterLiveStates)
            .values({ chapterId, state })
            .onConflictDoUpdate({
              target: chapterLiveStates.chapterId,
              set: { state, updatedAt: new Date() },
            });
          return changed ? storyId : null;
        },
      );
    },
  };
}

export type LiveChaptersRepository = ReturnType<typeof createLiveChaptersRepository>;

/**
 * The stored live state edited to say `rowText`, or undefined when it says that already (after
 * normalising both, so a Yjs round trip is no difference).
 */
function stateWithRowText(state: Uint8Array, rowText: unknown): Uint8Array | undefined {
  let target: TiptapDoc;
  try {
    target = normaliseDoc(rowText);
  } catch {
    return undefined; // a row the editor cannot hold is no text to restore; the live state stays
  }
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, state);
    if (sameDoc(jsonFromYDoc(ydoc), target)) return undefined;
    applyDocAsEdits(ydoc, target, 'repair');
    return Y.encodeStateAsUpdate(ydoc);
  } finally {
    ydoc.destroy();
  }
}
