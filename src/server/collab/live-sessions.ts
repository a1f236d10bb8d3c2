import type { FastifyBaseLogger } from 'fastify';
import { createStorySessionStore } from '../modules/stories/story-sessions.repository';
import type { Db } from '../db/client';
import type { RoomPresence } from './live-presence';

/**
 * Live sessions of stories (SPEC section 3). The first writer to open a story's room starts a
 * session (or joins today's still-open one); every writer who joins is recorded once. When the
 * last writer leaves, the session ends after a grace period (a reload or a short drop-out does
 * not split it), with the words the story gained. `onEnded` runs after a session ended (versions).
 * With several servers, `presence` tells whether writers remain in the room on another server;
 * then this one does not end the session (the last server to empty ends it).
 */
export function createLiveSessions(
  db: Db,
  log: FastifyBaseLogger,
  graceMs: number,
  onEnded: (storyId: string) => Promise<void>,
  presence: RoomPresence,
) {
  const store = createStorySessionStore(db);
  const ending = new Map<string, NodeJS.Timeout>();

  async function end(storyId: string) {
    ending.delete(storyId);
    try {
      if (await presence.elsewhere(storyId)) return;
      const ended = await store.endOpen(storyId);
      if (ended.length > 0) await onEnded(storyId);
    } catch (err) {
      log.error({ err, storyId }, 'live session could not be ended');
    }
  }

  return {
    async joined(storyId: string, userId: string) {
      clearTimeout(ending.get(storyId));
      ending.delete(storyId);
      await presence.here(storyId);
      await store.inStoryTransaction(storyId, userId, async (tx) => {
        const session = await tx.todayOrNew(storyId);
        await tx.addParticipant(session.id, userId);
      });
    },
    /** The story's room has nobody left on this server: end its session after the grace period. */
    emptied(storyId: string) {
      clearTimeout(ending.get(storyId));
      presence.gone(storyId).catch((err: unknown) => log.warn({ err, storyId }, 'room presence not cleared'));
      ending.set(
        storyId,
        setTimeout(() => void end(storyId), graceMs),
      );
    },
    /** Shutting down: sessions whose grace period is running end now. */
    async flush() {
      const pending = [...ending.keys()];
      for (const storyId of pending) clearTimeout(ending.get(storyId));
      await Promise.all(pending.map(end));
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
