/**
 * The part of offline reading (offline-reading.ts) that every page runs: sending queued progress
 * at start and when the connection returns, and the session's checks on saved copies. Both look
 * at localStorage first and load offline-reading.ts only when there is something to do, so a
 * visitor who never saved a story or queued progress does not download it.
 */
export const INDEX_KEY = 'inkforge.offline.stories';
export const QUEUE_KEY = 'inkforge.offline.progress';

/** Whether a key holds anything but an empty list or record (offline-reading.ts reads it fully). */
function holdsSomething(key: string): boolean {
  try {
    const text = localStorage.getItem(key);
    return Boolean(text) && text !== '[]' && text !== '{}';
  } catch {
    return false;
  }
}

const offlineReading = () => import('./offline-reading');

/** Sends queued progress now and whenever the connection returns (called once at start). */
export function startOfflineSync(): void {
  if (typeof window === 'undefined') return;
  const flush = () => {
    if (holdsSomething(QUEUE_KEY)) void offlineReading().then((m) => m.flushProgress());
  };
  window.addEventListener('online', flush);
  if (navigator.onLine) flush();
}

/** offline-reading's `dropOfflineCopiesWithoutPlan`, loaded only when a story is saved. */
export async function dropOfflineCopiesWithoutPlan(user: { subscriptionTier: string } | null): Promise<void> {
  if (!holdsSomething(INDEX_KEY)) return;
  await (await offlineReading()).dropOfflineCopiesWithoutPlan(user);
}

/** offline-reading's `clearOffline` (signing out). */
export async function clearOffline(): Promise<void> {
  await (await offlineReading()).clearOffline();
}
