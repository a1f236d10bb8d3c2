import type { TiptapDoc } from '@common/schemas/chapter';

/**
 * The unsaved text of a chapter, kept in the browser's localStorage until the server has it,
 * so a dropped connection, a closed tab or a crash loses nothing typed on this device.
 */
export type ChapterDraft = {
  doc: TiptapDoc;
  /** The server version (updatedAt) the edits started from; sent back as expectedUpdatedAt. */
  baseUpdatedAt: string;
  /** When the text was last typed, epoch milliseconds. */
  editedAt: number;
};

const PREFIX = 'inkforge:chapter-draft:';

/** The storage behind the drafts; localStorage in the browser, anything Storage-like in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): DraftStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const isDraft = (value: unknown): value is ChapterDraft => {
  const v = value as ChapterDraft | null;
  return Boolean(
    v && v.doc?.type === 'doc' && typeof v.baseUpdatedAt === 'string' && typeof v.editedAt === 'number',
  );
};

/** Reads, writes and forgets chapter drafts. Storage failures (full, disabled) never throw. */
export function createDraftStore(storage: DraftStorage | null = browserStorage()) {
  return {
    read(chapterId: string): ChapterDraft | null {
      try {
        const raw = storage?.getItem(PREFIX + chapterId);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return isDraft(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(chapterId: string, draft: ChapterDraft): void {
      try {
        storage?.setItem(PREFIX + chapterId, JSON.stringify(draft));
      } catch {
        // A full or disabled storage only loses the reload safety net; saving goes on.
      }
    },
    clear(chapterId: string): void {
      try {
        storage?.removeItem(PREFIX + chapterId);
      } catch {
        // Nothing to do: the draft simply stays until the next successful save.
      }
    },
  };
}
export type DraftStore = ReturnType<typeof createDraftStore>;

/**
 * The draft to restore when a chapter opens, or null: only one typed after the server's version
 * was saved and different from it. An older or identical draft is stale and should be cleared.
 */
export function draftToRestore(
  draft: ChapterDraft | null,
  server: { content: TiptapDoc; updatedAt: string },
): ChapterDraft | null {
  if (!draft) return null;
  if (draft.editedAt <= Date.parse(server.updatedAt)) return null;
  if (JSON.stringify(draft.doc) === JSON.stringify(server.content)) return null;
  return draft;
}

/** Wait before retry number `attempt` (0-based) of a failed save: 1 s, 2 s, 4 s ... at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
