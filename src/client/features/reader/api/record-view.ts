import { useEffect } from 'react';
import { api } from '@client/lib/api';
import { storyApi } from './reader-keys';

/** POST .../view: counts the visit (the server counts one per reader, story and UTC day). */
export function recordView(storyId: string): Promise<void> {
  return api<void>(`${storyApi(storyId)}/view`, { method: 'POST', body: {} });
}

/** Reports a view when a story is opened straight into the reader; failures are only logged (SPEC section 8). */
export function useRecordView(storyId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    recordView(storyId).catch((err: unknown) => console.warn('Could not record the story view', err));
  }, [storyId, enabled]);
}
