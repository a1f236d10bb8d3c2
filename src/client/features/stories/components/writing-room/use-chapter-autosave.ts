import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Chapter, TiptapDoc } from '@common/schemas/chapter';
import { ApiError } from '@client/lib/api';
import { storyKeys } from '../../api/story-keys';
import {
  conflictingChapter,
  storeChapterSummary,
  updateChapter,
  type ChapterPatch,
} from '../../api/update-chapter';
import { createDraftStore, draftToRestore, retryDelayMs } from './draft-store';

/** Where the chapter's text stands, for the status line. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'offline'; retryInMs: number }
  | { kind: 'conflict'; theirs: Chapter }
  | { kind: 'error'; message: string };

/** Saves start this long after typing stops (and at once on blur). */
export const AUTOSAVE_DELAY_MS = 1000;

/** Failures worth retrying by themselves: no connection, the server busy or down. */
const isTransient = (err: unknown) =>
  !(err instanceof ApiError) ||
  err.status === 0 ||
  err.status === 408 ||
  err.status === 429 ||
  err.status >= 500;

type Options = {
  storyId: string;
  /** The chapter as loaded; read once, when the hook mounts (the caller remounts per chapter). */
  chapter: Chapter;
  /** False for readers without abilities.editChapters: nothing is ever saved. */
  enabled: boolean;
};

/**
 * Autosave of one chapter's body, kept apart from the editor so another document source (a
 * live co-writing provider) can replace it without touching the editor.
 *
 * Every change goes at once to localStorage (draft-store.ts), then to the server one second
 * after typing stops, or right away on blur. Writes are queued one at a time and carry
 * `expectedUpdatedAt`, so a save made elsewhere meanwhile comes back as a conflict rather than
 * being overwritten. Lost connections and server errors retry with backoff (1 s doubling to
 * 30 s, at once when the browser is back online). A draft newer than the server's text is
 * restored on the next visit.
 */
export function useChapterAutosave({ storyId, chapter, enabled }: Options) {
  const queryClient = useQueryClient();
  const store = useMemo(() => createDraftStore(), []);
  const chapterId = chapter.id;
  const [restoredDraft] = useState(() => (enabled ? draftToRestore(store.read(chapterId), chapter) : null));
  const pending = useRef<TiptapDoc | null>(restoredDraft?.doc ?? null);
  const editedAt = useRef(restoredDraft?.editedAt ?? 0);
  const base = useRef(restoredDraft?.baseUpdatedAt ?? chapter.updatedAt);
  const conflict = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<SaveState>(restoredDraft ? { kind: 'unsaved' } : { kind: 'saved' });
  /** The latest saveNow, for timers set inside saveNow itself. */
  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), ms);
  }, []);

  /** Runs writes one after another, so each one starts from the version the last one produced. */
  const enqueue = useCallback(<T>(write: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(write, write);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const afterSave = useCallback(
    (saved: Chapter) => {
      storeChapterSummary(queryClient, saved);
      void queryClient.invalidateQueries({
        queryKey: storyKeys.detail(storyId),
        exact: true,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists(), refetchType: 'none' });
    },
    [queryClient, storyId],
  );

  const saveNow = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    return enqueue(async () => {
      const doc = pending.current;
      if (!enabled || conflict.current || !doc) return;
      setState({ kind: 'saving' });
      try {
        const saved = await updateChapter(storyId, chapterId, {
          content: doc,
          expectedUpdatedAt: base.current,
        });
        attempt.current = 0;
        base.current = saved.updatedAt;
        afterSave(saved);
        if (pending.current === doc) {
          pending.current = null;
          store.clear(chapterId);
          setState({ kind: 'saved' });
        } else if (pending.current) {
          store.write(chapterId, {
            doc: pending.current,
            baseUpdatedAt: base.current,
            editedAt: editedAt.current,
          });
          setState({ kind: 'unsaved' });
          schedule(AUTOSAVE_DELAY_MS);
        }
      } catch (err) {
        const theirs = conflictingChapter(err);
        if (theirs) {
          conflict.current = true;
          setState({ kind: 'conflict', theirs });
        } else if (isTransient(err)) {
          const delay = retryDelayMs(attempt.current++);
          setState({ kind: 'offline', retryInMs: delay });
          schedule(delay);
        } else {
          setState({
            kind: 'error',
            message: err instanceof Error ? err.message : 'The chapter could not be saved',
          });
        }
      }
    });
  }, [afterSave, chapterId, enabled, enqueue, schedule, storyId, store]);
  useEffect(() => {
    saveRef.current = saveNow;
  }, [saveNow]);

  /** The editor's change handler: remember the text now, save it after the pause. */
  const onChange = useCallback(
    (doc: TiptapDoc) => {
      if (!enabled) return;
      pending.current = doc;
      editedAt.current = Date.now();
      store.write(chapterId, { doc, baseUpdatedAt: base.current, editedAt: editedAt.current });
      if (conflict.current) return;
      setState((prev) => (prev.kind === 'unsaved' || prev.kind === 'offline' ? prev : { kind: 'unsaved' }));
      if (attempt.current > 0) return;
      schedule(AUTOSAVE_DELAY_MS);
    },
    [chapterId, enabled, schedule, store],
  );

  /**
   * Title or draft/published status: queued behind the text, sent against the current version.
   * If the text changed elsewhere, the field is saved anyway (titles do not clash) while the
   * version is left alone, so the next text save still reports that conflict.
   */
  const saveFields = useCallback(
    (patch: Pick<ChapterPatch, 'title' | 'status'>) =>
      enqueue(async () => {
        let saved: Chapter;
        try {
          saved = await updateChapter(storyId, chapterId, { ...patch, expectedUpdatedAt: base.current });
          base.current = saved.updatedAt;
        } catch (err) {
          if (!conflictingChapter(err)) throw err;
          saved = await updateChapter(storyId, chapterId, patch);
        }
        afterSave(saved);
        return saved;
      }),
    [afterSave, chapterId, enqueue, storyId],
  );

  /** After a conflict: save this device's text over the other version. */
  const keepMine = useCallback(() => {
    if (state.kind !== 'conflict') return;
    base.current = state.theirs.updatedAt;
    conflict.current = false;
    void saveNow();
  }, [saveNow, state]);

  /** After a conflict: forget this device's text (the caller then shows the other version). */
  const discardMine = useCallback(() => {
    pending.current = null;
    store.clear(chapterId);
  }, [chapterId, store]);

  useEffect(() => {
    const retry = () => {
      attempt.current = 0;
      void saveNow();
    };
    window.addEventListener('online', retry);
    // A restored draft goes to the server straight away.
    if (pending.current) void saveNow();
    return () => {
      window.removeEventListener('online', retry);
      // Leaving the chapter: send what is left (the draft stays in localStorage until it lands).
      void saveNow();
    };
  }, [saveNow]);

  return {
    /** The text to open the editor with: the server's, or this device's newer unsaved draft. */
    initialDoc: restoredDraft?.doc ?? chapter.content,
    /** True when that draft was restored (the screen says so). */
    restored: Boolean(restoredDraft),
    state,
    /** Something typed here has not reached the server yet. */
    hasUnsaved: state.kind !== 'saved',
    onChange,
    /** Saves at once (blur, switching chapter). */
    flush: saveNow,
    saveFields,
    keepMine,
    discardMine,
  };
}
