import type { ProgressReport, ReadingProgress } from '@common/schemas/reading';
import { storyApi } from './reader-keys';

/**
 * PUT .../progress: where the reader is and how many seconds they actively read since the last
 * report. With `keepalive` the request outlives the page (leaving, closing the tab); PUT rules
 * out navigator.sendBeacon, which only POSTs. Resolves to the saved progress, or null when the
 * request failed (the caller keeps the unsent seconds and tries again).
 */
export async function reportProgress(
  storyId: string,
  report: ProgressReport,
  keepalive = false,
): Promise<ReadingProgress | null> {
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
    return null;
  }
}
