import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { getSessionUser, type SessionUser } from '../../auth/session';
import { AppError, unauthenticated } from '../../errors';
import { trustedOriginCheck } from '../../plugins/csrf';
import type { PlayHub } from './play-hub';
import type { PlaySessionsService } from './play-sessions.service';

/** Sockets one person may hold open to tables on one server (tabs, devices). */
const SOCKETS_PER_USER = 10;
const liveQuery = z.object({ session: z.string().max(100) });

/**
 * GET /play-live?session=<id> (WebSocket): the live table's push channel. Receive-only: entries
 * are posted over HTTP (CSRF-checked, persisted first) and arrive here already filtered for the
 * receiver by the hub. Before the upgrade the page must come from a trusted origin, the cookie
 * must name a user, and that user must be allowed to see the session (404 otherwise, as over
 * HTTP). The client fetches the newest page after each (re)connect, so nothing is missed.
 */
export function playLiveRoutes(sessions: PlaySessionsService, hub: PlayHub) {
  return async (app: AppInstance) => {
    const trustedOrigin = trustedOriginCheck(app.ctx.config.trustedOrigins);
    const admitted = new WeakMap<FastifyRequest, { user: SessionUser; sessionId: string }>();
    const open = new Map<string, number>();

    app.get(
      '/play-live',
      {
        websocket: true,
        schema: { hide: true, querystring: liveQuery },
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (origin !== undefined && !trustedOrigin(origin))
            throw new AppError(
              403,
              'CROSS_ORIGIN',
              'This request did not come from Inkforge and was rejected.',
            );
          const user = await getSessionUser(request);
          if (!user) throw unauthenticated();
          const { session: sessionId } = liveQuery.parse(request.query);
          await sessions.load(user, sessionId);
          if ((open.get(user.id) ?? 0) >= SOCKETS_PER_USER)
            throw new AppError(
              429,
              'RATE_LIMITED',
              'You have too many tables open. Close one and try again.',
            );
          admitted.set(request, { user, sessionId });
        },
      },
      (socket: WebSocket, request) => {
        const { user, sessionId } = admitted.get(request)!;
        open.set(user.id, (open.get(user.id) ?? 0) + 1);
        const unsubscribe = hub.subscribe(sessionId, {
          userId: user.id,
          send: (message) => {
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
          },
          close: () => socket.close(4403, 'removed'),
        });
        // Receive-only: anything the client sends is ignored.
        socket.on('error', (err) => app.log.debug({ err }, 'play socket error'));
        socket.on('close', () => {
          unsubscribe();
          const left = (open.get(user.id) ?? 1) - 1;
          if (left > 0) open.set(user.id, left);
          else open.delete(user.id);
        });
      },
    );
  };
}
