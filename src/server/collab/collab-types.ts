/** What Hocuspocus carries for each connection: who (from the session cookie) and, once authorised, the story. */
export type CollabContext = { user: { id: string; username: string }; storyId?: string };

export type CollabLimits = {
  /** A chapter's live document may not grow past this (bytes of Yjs state, approximately). */
  maxDocumentBytes: number;
  /** Largest single WebSocket message; a bigger one closes that connection (1009). */
  maxMessageBytes: number;
  /** Open live-room sockets per user, over all servers' view of this one. */
  maxConnectionsPerUser: number;
  /** Quiet time before a typed change is stored, and the longest a change waits while typing goes on. */
  debounceMs: number;
  maxDebounceMs: number;
  /** How often every open connection's access is checked again. */
  recheckMs: number;
  /** How long a story's room stays open (its session running) after the last writer leaves. */
  sessionGraceMs: number;
};

/** Close codes and reasons the room sends: all of them live in src/common/live-room-close-codes.ts. */
export { LIVE_ROOM_CLOSE as COLLAB_CLOSE } from '@common/live-room-close-codes';

const STORY_PREFIX = 'story:';
export const storyDocName = (storyId: string) => `${STORY_PREFIX}${storyId}`;
/** The story id of a story-room document name, or undefined for a chapter document. */
export const storyIdOfDocName = (name: string): string | undefined =>
  name.startsWith(STORY_PREFIX) ? name.slice(STORY_PREFIX.length) : undefined;
