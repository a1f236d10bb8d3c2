import * as Y from 'yjs';
import type { Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ChapterSummary } from '@common/schemas/chapter';
import { storyIdOfDocName, type CollabContext } from './collab-types';
import type { DocumentSizeExtension } from './document-size.extension';
import { jsonFromYDoc } from './live-doc';
import type { LiveStore } from './live-store';

/** How long a failed save waits before each retry; after the last, the document stays in memory. */
const RETRY_DELAYS_MS = [250, 1000, 4000];

type Options = {
  store: LiveStore;
  sizes: Pick<DocumentSizeExtension, 'measured'>;
  log: FastifyBaseLogger;
  /** A store changed the chapter's text: its summary as stored (the room's chapter list shows words). */
  onSaved: (chapter: ChapterSummary) => void;
};

/**
 * Loads and stores chapter documents (live-store.ts); story rooms hold presence and notices only
 * and are never stored. A failed store is retried; after the last retry the document stays in
 * memory and `failedToStore` says so until a later store succeeds or the document unloads.
 */
export function createPersistenceExtension({ store, sizes, log, onSaved }: Options) {
  /** Chapters whose last store failed after every retry (cleared by the next good one). */
  const unsaved = new Set<string>();

  async function storeWithRetry(documentName: string, document: Y.Doc) {
    const state = Y.encodeStateAsUpdate(document);
    const doc = jsonFromYDoc(document);
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await store.store(documentName, state, doc);
        sizes.measured(documentName, state.byteLength);
        unsaved.delete(documentName);
        if (outcome.kind === 'saved') onSaved(outcome.chapter);
        if (outcome.kind === 'refused')
          log.warn(
            { documentName, reason: outcome.reason },
            'live chapter text not stored: not an editor document',
          );
        return;
      } catch (err) {
        if (attempt >= RETRY_DELAYS_MS.length) {
          unsaved.add(documentName);
          log.error({ err, documentName }, 'live chapter could not be saved; it stays in memory');
          throw err;
        }
        log.warn({ err, documentName, attempt }, 'live chapter save failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      }
    }
  }

  const hooks: Extension<CollabContext> = {
    extensionName: 'inkforge-persistence',
    async onLoadDocument({ document, documentName }) {
      if (storyIdOfDocName(documentName)) return;
      const loaded = await store.loadOrSeed(documentName);
      if (!loaded) throw new Error('Chapter not found');
      const { state, repaired } = loaded;
      if (repaired)
        log.warn({ documentName }, 'live chapter was older than its saved text; the text was applied');
      Y.applyUpdate(document, state);
      sizes.measured(documentName, state.byteLength);
    },
    async onStoreDocument({ document, documentName }) {
      if (storyIdOfDocName(documentName)) return;
      await storeWithRetry(documentName, document);
    },
    async afterUnloadDocument({ documentName }) {
      unsaved.delete(documentName);
    },
  };
  return { ...hooks, failedToStore: (documentName: string) => unsaved.has(documentName) };
}
