import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppInstance } from '../app-types';
import type { SocketRoutes } from '../http/socket-routes';
import { getSessionUser, type SessionUser } from '../auth/session';
import { AppError, unauthenticated } from '../errors';
import { trustedOriginCheck } from '../plugins/csrf';
import { createCollabHocuspocus, type CollabHocuspocus } from './collab-hocuspocus';
import { attachSocket } from './collab-socket';
import { createLiveSessions } from './live-sessions';
import { createRoomPresence } from './live-presence';
import { storyDocName, type CollabContext } from './collab-types';
import { createLiveVersions } from './live-versions';
import { createLiveContentSave } from './live-content';
import { chapterVersionsRoutes } from './chapter-versions.routes';
import { liveCopyRoutes } from './live-copy.routes';
import { createMessageBudget, messageBudgetLimits } from './message-budget';
import { createConnectionLimits } from './connection-limits';

/**
 * The live writing room at GET /collab (WebSocket). Before the upgrade: the connection attempt
 * is rate limited by client address (request.ip: forwarded headers only from TRUST_PROXY),
 * the page must come from one of the origins the CSRF check trusts (the same list), the session
 * cookie must name a user, and the user may hold only so many sockets (connection-limits.ts).
 * Each accepted socket is handed to Hocuspocus, which authorises every document on it against
 * the story policy before sending any of it, and each socket's messages are held to a budget
 * (message-budget.ts). Chapter and collaborator changes reach the room as story events
 * (app.ctx.storyEvents), told by the services that made them.
 */
export async function collabRoutes(app: AppInstance, { sockets }: { sockets: SocketRoutes<AppInstance> }) {
  const { config, database } = app.ctx;
  const limits = config.collab;
  const trustedOrigin = trustedOriginCheck(config.trustedOrigins);
  const budgetLimits = messageBudgetLimits(limits.maxMessageBytes);
  const versions = createLiveVersions(database.db);
  // A server's presence entry outlives three missed refreshes (the recheck interval refreshes it).
  const presence = createRoomPresence(config.redisUrl, Math.max(15_000, limits.recheckMs * 3), app.log);
  const sessions = createLiveSessions(
    database.db,
    app.log,
    limits.sessionGraceMs,
    (storyId) => versions.keepSessionEnd(storyId),
    presence,
  );
  const collab = createCollabHocuspocus({
    db: database.db,
    log: app.log,
    limits,
    sessions,
    events: app.ctx.storyEvents,
    redisUrl: config.redisUrl,
  });
  const connectionLimits = createConnectionLimits(limits.maxConnectionsPerUser);
  const admitted = new WeakMap<FastifyRequest, SessionUser>();
  app.decorate('collab', collab);
  app.decorate('liveContentSave', createLiveContentSave(collab));
  await app.register(chapterVersionsRoutes(collab));
  await app.register(liveCopyRoutes(collab, limits));

  const recheck = setInterval(() => {
    for (const storyId of collab.openStories()) {
      if (collab.hocuspocus.documents.get(storyDocName(storyId))?.getConnectionsCount()) {
        presence
          .here(storyId)
          .catch((err: unknown) => app.log.warn({ err, storyId }, 'room presence not refreshed'));
      }
      collab
        .recheck(storyId)
        .catch((err: unknown) => app.log.warn({ err, storyId }, 'live access recheck failed'));
    }
  }, limits.recheckMs);
  recheck.unref();

  // Pending saves are flushed before the database closes (SIGTERM closes the app first).
  app.addHook('onClose', async () => {
    clearInterval(recheck);
    collab.hocuspocus.closeConnections();
    collab.hocuspocus.flushPendingStores();
    await waitForSaves(collab.hocuspocus);
    await sessions.flush();
    await presence.close();
    // Hocuspocus runs its extensions' onDestroy only from its own HTTP server, which the app does
    // not use: without this, the Redis extension's publisher, subscriber and lock clients outlived
    // the app (and kept reconnecting when Redis was unreachable).
    await collab.hocuspocus.hooks('onDestroy', { instance: collab.hocuspocus });
  });

  sockets.add((scope) => {
    scope.get(
      '/collab',
      {
        websocket: true,
        schema: { hide: true },
        config: { rateLimit: { max: limits.connectsPerMinute, timeWindow: 60_000 } },
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (origin !== undefined && !trustedOrigin(origin)) {
            throw new AppError(
              403,
              'CROSS_ORIGIN',
              'This request did not come from Inkforge and was rejected.',
            );
          }
          const user = await getSessionUser(request);
          if (!user) throw unauthenticated();
          admitted.set(request, user);
          connectionLimits.assertMayOpen(user.id);
        },
      },
      (socket: WebSocket, request) => {
        // Synchronous from here: the client's first messages must find the listener in place.
        const user = admitted.get(request)!;
        connectionLimits.opened(user.id);
        const context: CollabContext = { user: { id: user.id, username: user.username } };
        // Hocuspocus reads only the address of the request; the cookie stays out of it.
        const attached = attachSocket(
          collab.hocuspocus,
          socket,
          new Request(`${config.publicUrl}/collab`),
          context,
          createMessageBudget(budgetLimits),
        );
        socket.on('error', (err) => app.log.debug({ err }, 'live room socket error'));
        socket.on('close', (code, reason) => {
          connectionLimits.closed(user.id);
          attached.closed({ code, reason: reason.toString() });
        });
      },
    );
  });
}

/** Waits (at most 10 s) until no document has a save waiting or running. */
async function waitForSaves(hocuspocus: CollabHocuspocus['hocuspocus']) {
  const busy = () =>
    [...hocuspocus.documents.keys()].some((name) => {
      const id = `onStoreDocument-${name}`;
      return hocuspocus.debouncer.isDebounced(id) || hocuspocus.debouncer.isCurrentlyExecuting(id);
    });
  const deadline = Date.now() + 10_000;
  while (busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

declare module 'fastify' {
  interface FastifyInstance {
    collab: CollabHocuspocus;
  }
}
