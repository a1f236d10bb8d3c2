import { useEffect } from 'react';
import { api } from '@client/lib/api';
import { viewSource } from '@client/lib/view-source';
import { storyApi } from './library-keys';

/** POST .../view: counts the visit (the server counts one per reader and UTC day) and where it came from. */
export function recordView(storyId: string): Promise<void> {
  return api<void>(`${storyApi(storyId)}/view`, { method: 'POST', body: { source: viewSource() } });
}

/**
 * Reports one view when the page opens for a story. A failure is only logged (SPEC section 8):
 * the reader never sees it.
 */
export function useRecordView(storyId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    recordView(storyId).catch((err: unknown) => console.warn('Could not record the story view', err));
  }, [storyId, enabled]);
}
