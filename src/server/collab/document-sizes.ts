import type { Connection } from '@hocuspocus/server';
import { LIVE_ROOM_CLOSE } from '@common/live-room-close-codes';
import { storyIdOfDocName } from './collab-types';
import { updateOf } from './message-budget';

/** The Yjs encoding of an update with nothing in it (no structs, no deletions). */
const EMPTY_UPDATE_BYTES = 2;

/**
 * A story room's document (`story:<id>`) carries presence and notices, never text: a browser only
 * ever sends it empty updates. This bounds the text anyone can make every server keep (and send
 * to everyone in the room) through it, counted over the document's life in memory; presence,
 * sync requests and empty updates do not count, so reconnecting all day costs nothing.
 */
export const STORY_ROOM_MAX_BYTES = 64 * 1024;

/**
 * The size limit of live documents, kept approximately and cheaply: a chapter's bytes are its
 * Yjs state when loaded or stored plus every message since (an overestimate until the next
 * store measures it again), so a message that would take it past `maxChapterBytes` is refused
 * before it is applied and the document never grows past the limit. A story room counts the
 * bytes of the updates with something in them against STORY_ROOM_MAX_BYTES.
 */
export function createDocumentSizes(maxChapterBytes: number) {
  const sizes = new Map<string, number>();
  return {
    /** The document's real size now (after a load or a store). */
    measured(documentName: string, bytes: number) {
      sizes.set(documentName, bytes);
    },
    forget(documentName: string) {
      sizes.delete(documentName);
    },
    /**
     * Counts a message on `connection`'s document; past the limit, closes the connection's
     * socket with the limit's code (a WebSocket close code reaches the browser as it is) and
     * throws, so Hocuspocus drops the message instead of applying it.
     */
    admit(documentName: string, message: Uint8Array, connection: Connection) {
      const story = storyIdOfDocName(documentName) !== undefined;
      const counted = story ? storyContentBytes(message) : message.byteLength;
      if (counted === 0) return;
      const size = (sizes.get(documentName) ?? 0) + counted;
      const over = story ? size > STORY_ROOM_MAX_BYTES : size > maxChapterBytes;
      if (!over) {
        sizes.set(documentName, size);
        return;
      }
      const close = story ? LIVE_ROOM_CLOSE.storyRoomTooLarge : LIVE_ROOM_CLOSE.tooLarge;
      connection.webSocket.close(close.code, close.reason);
      throw close;
    },
  };
}

function storyContentBytes(message: Uint8Array): number {
  const update = updateOf(message)?.update;
  return update && update.byteLength > EMPTY_UPDATE_BYTES ? update.byteLength : 0;
}
