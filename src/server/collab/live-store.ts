import * as Y from 'yjs';
import type { ChapterSummary, TiptapDoc } from '@common/schemas/chapter';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transactional';
import {
  chapterContent,
  storeChapterContent,
  type ChapterContent,
} from '../modules/chapters/chapter-content';
import { createChaptersRepository, type ChaptersRepository } from '../modules/chapters/chapters.repository';
import { toChapterSummary } from '../modules/chapters/chapters.presenter';
import { inLockedStory } from '../modules/stories/stories.repository';
import { createLiveChaptersRepository } from './live-chapters.repository';
import { applyDocAsEdits, jsonFromYDoc, normaliseDoc, sameDoc, stateFromJson } from './live-doc';

/** No user: the live room's writes lock the story without asking how anyone stands to it. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const bind = (db: Db) => ({ chapters: createChaptersRepository(db), live: createLiveChaptersRepository(db) });

/**
 * How a live chapter is loaded and stored: its Yjs state (live-chapters.repository.ts) beside the
 * chapter's text, which goes through the chapters module's one write path (storeChapterContent).
 */
export function createLiveStore(db: Db) {
  const chapterRows = createChaptersRepository(db);
  return {
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
      return withTransaction(db, bind, async ({ chapters, live }) => {
        const chapter = await chapters.lockContent(chapterId);
        if (!chapter) return undefined;
        const stored = await live.findState(chapterId);
        if (stored) {
          if (chapter.updatedAt <= stored.updatedAt) return { state: stored.state, repaired: false };
          const state = stateWithRowText(stored.state, chapter.content);
          if (!state) return { state: stored.state, repaired: false };
          await live.saveState(chapterId, state);
          return { state, repaired: true };
        }
        const state = stateFromJson(chapter.content);
        await live.saveState(chapterId, state);
        return { state, repaired: false };
      });
    },

    /**
     * Stores a live chapter: its Yjs state and, in the same transaction under the story lock,
     * its text through storeChapterContent, only when the text really changed (a save that
     * changes nothing records no edit). A document the editor's schema refuses (only a crafted
     * update makes one) keeps its state, so nothing typed is lost, but never becomes the
     * chapter's text: retrying cannot make it valid.
     */
    async store(chapterId: string, state: Uint8Array, doc: TiptapDoc): Promise<LiveStoreOutcome> {
      const storyId = await chapterRows.storyOfChapter(chapterId);
      if (!storyId) return { kind: 'gone' };
      return inLockedStory(db, storyId, NOBODY, bind, async ({ chapters, live }) => {
        const current = await chapters.find(storyId, chapterId);
        if (!current) return { kind: 'gone' } as const;
        const outcome = await storeText(chapters, storyId, chapterId, current.content, doc);
        // After the row, so the live state is never older than the text it was stored with
        // (loadOrSeed repairs a live state older than a row that says something else).
        await live.saveState(chapterId, state);
        return outcome;
      });
    },
  };
}

/**
 * What storing a live chapter did to its text: `saved` (with the chapter's summary as stored,
 * for the room's chapter list), `same` (the row says it already), `refused` (not a document the
 * editor can open; the reason is for the log), or `gone` (the chapter was deleted).
 */
export type LiveStoreOutcome =
  | { kind: 'saved'; chapter: ChapterSummary }
  | { kind: 'same' }
  | { kind: 'refused'; reason: string }
  | { kind: 'gone' };

async function storeText(
  chapters: ChaptersRepository,
  storyId: string,
  chapterId: string,
  stored: unknown,
  doc: TiptapDoc,
): Promise<LiveStoreOutcome> {
  if (sameDoc(stored, doc)) return { kind: 'same' };
  let content: ChapterContent;
  try {
    content = chapterContent(doc);
  } catch (err) {
    return { kind: 'refused', reason: (err as Error).message };
  }
  const saved = await storeChapterContent(chapters, { storyId, chapterId, content });
  return saved ? { kind: 'saved', chapter: toChapterSummary(saved) } : { kind: 'gone' };
}

export type LiveStore = ReturnType<typeof createLiveStore>;

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
