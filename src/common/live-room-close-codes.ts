/**
 * Every close code the live room (`/collab`) sends, in one place (the README's live-room section
 * lists the same). They close the whole WebSocket, so the code arrives as the WebSocket close
 * code: Hocuspocus's own per-document close message carries only a reason, and its provider
 * reports every such close as 1000. Codes in the 4000 range are the application's own; the
 * browser stops syncing the chapter on `tooLarge` and `removed` (reconnecting would send the
 * same thing again), and simply reconnects after the others.
 */
export const LIVE_ROOM_CLOSE = {
  /** A chapter's live document reached COLLAB_MAX_DOCUMENT_BYTES. */
  tooLarge: {
    code: 4413,
    reason:
      'This chapter has reached the maximum size for live writing. Split it into two chapters to go on.',
  },
  /** A story room's document (`story:<id>`: presence and notices, no text) got past its small limit. */
  storyRoomTooLarge: {
    code: 4413,
    reason: 'The story room holds presence only, and this connection sent it too much.',
  },
  /** The writer may no longer write in the story (checked every COLLAB_RECHECK_MS). */
  removed: { code: 4403, reason: 'Your access to this story was removed.' },
  /** More messages, or more bytes, per second than one connection may send. */
  tooFast: {
    code: 4429,
    reason: 'This connection sent changes faster than the live room accepts. It reconnects by itself.',
  },
  /** More distinct Yjs client ids in one document than one connection may bring. */
  tooManyClients: {
    code: 4430,
    reason: 'This connection wrote as too many different editors at once.',
  },
} as const;

/** The codes after which the browser stops syncing the chapter instead of sending it again. */
export const LIVE_ROOM_FINAL_CODES: readonly number[] = [
  LIVE_ROOM_CLOSE.tooLarge.code,
  LIVE_ROOM_CLOSE.removed.code,
];
