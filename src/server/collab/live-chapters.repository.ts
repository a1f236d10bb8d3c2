import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapterLiveStates } from '../db/schema/live';

export type LiveState = { state: Uint8Array; updatedAt: Date };

/**
 * The live room's own rows: each chapter's Yjs state (chapter_live_states). A chapter's text,
 * words and the story's counts are the chapters module's (storeChapterContent); live-store.ts
 * writes both in one transaction.
 */
export function createLiveChaptersRepository(db: Db) {
  return {
    async findState(chapterId: string): Promise<LiveState | undefined> {
      const [row] = await db
        .select({ state: chapterLiveStates.state, updatedAt: chapterLiveStates.updatedAt })
        .from(chapterLiveStates)
        .where(eq(chapterLiveStates.chapterId, chapterId));
      return row;
    },

    /** Writes the chapter's state (the first one, or over the one stored), stamped now. */
    async saveState(chapterId: string, state: Uint8Array): Promise<void> {
      await db
        .insert(chapterLiveStates)
        .values({ chapterId, state })
        .onConflictDoUpdate({
          target: chapterLiveStates.chapterId,
          set: { state, updatedAt: new Date() },
        });
    },
  };
}

export type LiveChaptersRepository = ReturnType<typeof createLiveChaptersRepository>;
