import type { ProgressReport, ReadingProgress } from '@common/schemas/reading';
import { isSavedOffline, queueProgress } from '@client/lib/offline-reading';
import { storyApi } from './reader-keys';

/**
 * PUT .../progress: where the reader is and how many seconds they actively read since the last
 * report. With `keepalive` the request outlives the page (leaving, closing the tab); PUT rules
 * out navigator.sendBeacon, which only POSTs. Resolves to the saved progress, or null when the
 * request failed (the caller keeps the unsent seconds and tries again), or 'queued' when the
 * network is unreachable and the story is saved for offline reading: the report waits in the
 * offline queue and is sent when the connection returns (lib/offline-reading.ts).
 */
export async function reportProgress(
  storyId: string,
  report: ProgressReport,
  keepalive = false,
): Promise<ReadingProgress | null | 'queued'> {
  try {
    const response = await fetch(`${storyApi(storyId)}/progress`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive,
    });
    return response.ok ? ((await response.json()) as ReadingProgress) : null;
  } catch {
    if (!isSavedOffline(storyId)) return null;
    queueProgress(storyId, report);
    return 'queued';
  }
}
