import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { api } from '@client/lib/api';

/** How long the fallback editor waits for the copy to be taken before it opens anyway. */
const DELIVERY_LIMIT_MS = 10_000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Sends this browser's copy of a chapter's live document (the IndexedDB copy the live editor
 * keeps, `inkforge-chapter-<id>`) over HTTP, so what was typed into it while the socket was down
 * reaches the chapter even if the socket never comes back, and the fallback editor opens with
 * it instead of hiding it (a writer would type it again). The server merges it as Yjs merges a
 * sync, so when the socket does connect and the same copy syncs, nothing is doubled. Never
 * fails: a copy that could not be sent stays in IndexedDB and merges through the socket later.
 */
export async function deliverOfflineCopy(storyId: string, chapterId: string): Promise<void> {
  const doc = new Y.Doc();
  const local = new IndexeddbPersistence(`inkforge-chapter-${chapterId}`, doc);
  try {
    await local.whenSynced;
    if (doc.getXmlFragment('default').length === 0) return;
    await api(
      `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}/live-copy`,
      {
        method: 'POST',
        body: { update: toBase64(Y.encodeStateAsUpdate(doc)) },
        signal: AbortSignal.timeout(DELIVERY_LIMIT_MS),
      },
    );
  } catch {
    // Kept in IndexedDB: it merges when the live room connects.
  } finally {
    await local.destroy();
    doc.destroy();
  }
}

/**
 * True once the chapter's offline copy has been delivered (or there was none, or sending it
 * failed): the fallback editor loads the chapter only then, so it starts from the merged text.
 * Always true when `enabled` is false (the room is live, or the reader cannot write).
 */
export function useOfflineCopyDelivered(storyId: string, chapterId: string, enabled: boolean): boolean {
  const [delivered, setDelivered] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void deliverOfflineCopy(storyId, chapterId).then(() => {
      if (current) setDelivered(chapterId);
    });
    return () => {
      current = false;
    };
  }, [storyId, chapterId, enabled]);
  return !enabled || delivered === chapterId;
}
