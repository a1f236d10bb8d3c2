import * as Y from 'yjs';
import { Hocuspocus, type Connection, type Extension } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { createStoriesRepository } from '../modules/stories/stories.repository';
import { liveRoomAccess } from '../modules/stories/stories.policy';
import { createLiveChaptersRepository } from './live-chapters.repository';
import { jsonFromYDoc } from './live-doc';
import { createDocumentSizes } from './document-sizes';
import type { LiveSessions } from './live-sessions';
import {
  COLLAB_CLOSE,
  storyDocName,
  storyIdOfDocName,
  type CollabContext,
  type CollabLimits,
} from './collab-types';

/** The user of the server's own connections (notices), which act for nobody. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** How long a failed save waits before each retry; after the last, the document stays in memory. */
const RETRY_DELAYS_MS = [250, 1000, 4000];

type Options = {
  db: Db;
  log: FastifyBaseLogger;
  limits: CollabLimits;
  sessions: LiveSessions;
  redisUrl?: string;
};

/**
 * The live-room Hocuspocus instance (no server of its own: Fastify hands it each socket).
 * Document names: a chapter id for a chapter's text, `story:<id>` for the story's room (presence
 * and chapter-list notices). Every document is authorised on connect against the story policy;
 * nothing of a document is sent before that.
 */
export function createCollabHocuspocus({ db, log, limits, sessions, redisUrl }: Options) {
  const live = createLiveChaptersRepository(db);
  const storiesRepo = createStoriesRepository(db);
  /** Connections by story, so a removed collaborator's are found and closed. */
  const open = new Map<string, Map<Connection<CollabContext>, string>>();
  /** The size limit of loaded documents (chapters and story rooms). */
  const sizes = createDocumentSizes(limits.maxDocumentBytes);
  /** Chapters whose last store failed after every retry (cleared by the next good one): withLiveDoc reports it. */
  const unsaved = new Set<string>();

  async function storyOf(documentName: string): Promise<string | undefined> {
    return storyIdOfDocName(documentName) ?? (await live.storyOfChapter(documentName));
  }

  async function storeWithRetry(documentName: string, document: Y.Doc) {
    const state = Y.encodeStateAsUpdate(document);
    const doc = jsonFromYDoc(document);
    for (let attempt = 0; ; attempt++) {
      try {
        const changedStory = await live.store(documentName, state, doc);
        sizes.measured(documentName, state.byteLength);
        unsaved.delete(documentName);
        // The room's chapter list shows word counts: tell it when they moved.
        if (changedStory) chaptersChanged(changedStory);
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

  /**
   * Tells everyone in the story's room that its chapter list changed. Without Redis only this
   * server's room can be in use. With Redis, a room not open here may be open on another server,
   * so the notice goes out through a short direct connection (the Redis extension publishes
   * every broadcast). That connection carries no story in its context, so closing it never
   * counts as the room emptying (which would end a session running elsewhere).
   */
  function chaptersChanged(storyId: string) {
    const name = storyDocName(storyId);
    const notice = JSON.stringify({ type: 'chapters' });
    const local = hocuspocus.documents.get(name);
    if (local || !redisUrl) return local?.broadcastStateless(notice);
    void (async () => {
      const connection = await hocuspocus.openDirectConnection(name, { user: { id: NOBODY, username: '' } });
      try {
        connection.document?.broadcastStateless(notice);
      } finally {
        await connection.disconnect();
      }
    })().catch((err: unknown) => log.warn({ err, storyId }, 'chapter-list notice not published'));
  }

  const persistence: Extension<CollabContext> = {
    extensionName: 'inkforge',
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const storyId = await storyOf(documentName);
      const relation = storyId ? await storiesRepo.findRelation(storyId, context.user.id) : undefined;
      const access = liveRoomAccess(relation, storyIdOfDocName(documentName) !== undefined);
      if (access === 'none') throw new Error('Not allowed');
      // A role that only reads (Beta Reader) connects read-only: Hocuspocus applies none of its
      // updates (it answers them with a failed sync status), so nothing of it is stored or sent on.
      connectionConfig.readOnly = access === 'read';
      return { storyId };
    },
    async onLoadDocument({ document, documentName }) {
      if (storyIdOfDocName(documentName)) return;
      const loaded = await live.loadOrSeed(documentName);
      if (!loaded) throw new Error('Chapter not found');
      const { state, repaired } = loaded;
      if (repaired)
        log.warn({ documentName }, 'live chapter was older than its saved text; the text was applied');
      Y.applyUpdate(document, state);
      sizes.measured(documentName, state.byteLength);
    },
    async beforeHandleMessage({ documentName, update, connection }) {
      // A read-only connection's updates are never applied: they count nothing towards the size.
      if (!connection.readOnly) sizes.admit(documentName, update, connection);
    },
    async onStoreDocument({ document, documentName }) {
      if (storyIdOfDocName(documentName)) return;
      await storeWithRetry(documentName, document);
    },
    async afterUnloadDocument({ documentName }) {
      sizes.forget(documentName);
      unsaved.delete(documentName);
    },
    async connected({ connection, context, documentName }) {
      const storyId = context.storyId!;
      if (!open.has(storyId)) open.set(storyId, new Map());
      open.get(storyId)!.set(connection, context.user.id);
      if (storyIdOfDocName(documentName)) await sessions.joined(storyId, context.user.id);
    },
    async onDisconnect({ context, documentName, document }) {
      const storyId = context.storyId;
      if (!storyId) return;
      const byConnection = open.get(storyId);
      for (const [connection] of byConnection ?? []) {
        if (!connection.document.hasConnection(connection)) byConnection!.delete(connection);
      }
      if (byConnection?.size === 0) open.delete(storyId);
      if (storyIdOfDocName(documentName) && document.getConnectionsCount() === 0) sessions.emptied(storyId);
    },
  };

  const extensions: Extension[] = [persistence];
  if (redisUrl)
    extensions.push(
      new RedisExtension({
        createClient: () => new Redis(redisUrl) as never,
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
    async recheck(storyId: string) {
      const byConnection = open.get(storyId);
      if (!byConnection?.size) return;
      const editors = await live.editorsOf(storyId);
      for (const [connection, userId] of byConnection) {
        if (editors.has(userId)) continue;
        byConnection.delete(connection);
        // The whole socket, so the code reaches the browser (see live-room-close-codes.ts).
        connection.webSocket.close(COLLAB_CLOSE.removed.code, COLLAB_CLOSE.removed.reason);
        connection.close(COLLAB_CLOSE.removed);
      }
    },
    openStories: () => [...open.keys()],
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
      if (unsaved.has(chapterId))
        throw new AppError(503, 'SAVE_FAILED', 'The chapter could not be saved just now. Please try again.');
      return result;
    },
    /** Tells everyone in the story's room that its chapter list changed. */
    chaptersChanged,
  };
}

export type CollabHocuspocus = ReturnType<typeof createCollabHocuspocus>;
