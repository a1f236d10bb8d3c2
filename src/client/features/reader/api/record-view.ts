import { useEffect } from 'react';
import { api } from '@client/lib/api';
import { viewSource } from '@client/lib/view-source';
import { storyApi } from './reader-keys';

/**
 * POST .../view: counts the visit (the server counts one per reader, story and UTC day), where it
 * came from, and the chapter opened (reads per chapter).
 */
export function recordView(storyId: string, chapterId: string): Promise<void> {
  return api<void>(`${storyApi(storyId)}/view`, {
    method: 'POST',
    body: { source: viewSource(), chapterId },
  });
}

/** Reports a view each time a chapter opens in the reader; failures are only logged (SPEC section 8). */
export function useRecordView(storyId: string, chapterId: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    recordView(storyId, chapterId).catch((err: unknown) =>
      console.warn('Could not record the story view', err),
    );
  }, [storyId, chapterId, enabled]);
}
