import type { Extension } from '@hocuspocus/server';
import type { CollabContext } from './collab-types';
import { createDocumentSizes } from './document-sizes';

/**
 * The size limit of loaded documents (document-sizes.ts): every update is counted before it is
 * applied, and one past the limit closes its connection instead. Persistence reports each
 * document's real size when it loads or stores it (`measured`).
 */
export function createDocumentSizeExtension(maxChapterBytes: number) {
  const sizes = createDocumentSizes(maxChapterBytes);
  const hooks: Extension<CollabContext> = {
    extensionName: 'inkforge-document-size',
    async beforeHandleMessage({ documentName, update, connection }) {
      // A read-only connection's updates are never applied: they count nothing towards the size.
      if (!connection.readOnly) sizes.admit(documentName, update, connection);
    },
    async afterUnloadDocument({ documentName }) {
      sizes.forget(documentName);
    },
  };
  return { ...hooks, measured: sizes.measured };
}

export type DocumentSizeExtension = ReturnType<typeof createDocumentSizeExtension>;
