import { useCallback, useEffect, useRef } from 'react';
import { useSaveVersion } from '../../api/chapter-versions';

/**
 * After an insert in the live room: once the room has the edit (nothing unsynced, or after five
 * seconds), keeps a version marked 'AI-assisted insert' in the chapter's history. Without the
 * live room there is no history to mark (the HTTP editor has none).
 */
export function useAiAssistedVersion(storyId: string, chapterId: string, live: boolean, unsynced: boolean) {
  const save = useSaveVersion(storyId, chapterId);
  const pending = useRef(unsynced);
  useEffect(() => {
    pending.current = unsynced;
  }, [unsynced]);
  const { mutate } = save;
  return useCallback(() => {
    if (!live) return;
    const started = Date.now();
    const wait = () => {
      if (pending.current && Date.now() - started < 5000) setTimeout(wait, 100);
      else mutate('ai_assisted');
    };
    // The insert's own unsynced signal arrives after this call: look a moment later.
    setTimeout(wait, 300);
  }, [live, mutate]);
}
