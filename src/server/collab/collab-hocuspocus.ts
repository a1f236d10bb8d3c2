import type * as Y from 'yjs';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { logRedisErrors } from '../plugins/redis';
import type { StoryEvents } from '../modules/stories/story-events';
import { createAccessExtension } from './access.extension';
import { createChapterNoticesExtension } from './chapter-notices.extension';
import type { CollabContext, CollabLimits } from './collab-types';
import { createDocumentSizeExtension } from './document-size.extension';
import { createLiveStore } from './live-store';
import type { LiveSessions } from './live-sessions';
import { createPersistenceExtension } from './persistence.extension';
import { createSessionsExtension } from './sessions.extension';

type Options = {
  db: Db;
  log: FastifyBaseLogger;
  limits: CollabLimits;
  sessions: LiveSessions;
  /** Chapter and people changes of stories, told by the code that made them. */
  events: StoryEvents;
  redisUrl?: string;
};

/**
 * The live-room Hocuspocus instance (no server of its own: Fastify hands it each socket).
 * Document names: a chapter id for a chapter's text, `story:<id>` for the story's room (presence
 * and chapter notices). One extension per concern, run in this order: access (authentication
 * and its recheck), document size, persistence, sessions, chapter notices; with REDIS_URL, the
 * Redis extension (first, by its priority) keeps servers in step. The per-user socket limit is
 * checked before the upgrade (connection-limits.ts) and each socket's messages are held to a
 * budget (message-budget.ts).
 */
export function createCollabHocuspocus({ db, log, limits, sessions, events, redisUrl }: Options) {
  const access = createAccessExtension(db, events, log);
  const sizes = createDocumentSizeExtension(limits.maxDocumentBytes);
  const persistence = createPersistenceExtension({
    store: createLiveStore(db),
    sizes,
    log,
    onSaved: (chapter) => events.chaptersChanged({ storyId: chapter.storyId, chapter }),
  });
  const extensions: Extension[] = [
    access,
    sizes,
    persistence,
    createSessionsExtension(sessions),
    createChapterNoticesExtension(events, log, redisUrl !== undefined),
  ];
  if (redisUrl)
    extensions.push(
      new RedisExtension({
        // Named per process, so CLIENT LIST shows which server holds each live-room connection.
        createClient: () =>
          logRedisErrors(
            new Redis(redisUrl, { connectionName: liveRoomRedisName() }),
            log,
            'Live room Redis',
          ) as never,
        prefix: 'inkforge:collab',
        // A server loading a chapter that another server has open waits for that server's copy
        // (edits not yet stored) before anything reads or edits it: a restore or 'Save version'
        // sent to a server without the chapter open must see the room's latest text, or the
        // restore misses it. The wait ends at the first reply; the limit only matters when the
        // other server is stuck, so it is generous (the extension's default is 1 s).
        awaitInitialSyncTimeout: 5000,
      }),
    );
  const hocuspocus = new Hocuspocus<CollabContext>({
    name: 'inkforge',
    debounce: limits.debounceMs,
    maxDebounce: limits.maxDebounceMs,
    quiet: true,
    extensions,
  });

  return {
    hocuspocus,
    /** Closes the connections of anyone who may no longer write in the story. */
    recheck: access.recheck,
    openStories: access.openStories,
    /**
     * Runs `work` on a chapter's live document in one transaction (loading it when nobody has it
     * open) and stores the document before returning, so the chapter row holds the result.
     * Edits made here reach every connected client, on this server and (with Redis) on others.
     * Throws 503 SAVE_FAILED when that store failed (Hocuspocus only logs it), so an HTTP save
     * never answers 200 for text that is only in memory.
     */
    async withLiveDoc<T>(chapterId: string, context: CollabContext, work: (doc: Y.Doc) => T): Promise<T> {
      const connection = await hocuspocus.openDirectConnection(chapterId, context);
      let result!: T;
      try {
        await connection.transact((doc) => {
          result = work(doc);
        });
      } finally {
        await connection.disconnect();
      }
      if (persistence.failedToStore(chapterId))
        throw new AppError(503, 'SAVE_FAILED', 'The chapter could not be saved just now. Please try again.');
      return result;
    },
  };
}

export type CollabHocuspocus = ReturnType<typeof createCollabHocuspocus>;

/** The name of this process's live-room Redis connections (publisher, subscriber, lock). */
export const liveRoomRedisName = () => `inkforge-live-room-${process.pid}`;
