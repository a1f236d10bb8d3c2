import { z } from 'zod';
import {
  playCandidatesSchema,
  playerAddSchema,
  playerParams,
  playSessionCreateSchema,
  playSessionListSchema,
  playSessionSchema,
  playSessionUpdateSchema,
} from '@common/schemas/play-sessions';
import type { AppInstance } from '../../app-types';
import type { SocketRoutes } from '../../http/socket-routes';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createPlayHub } from './play-hub';
import { createPlayEntriesRepository } from './play-entries.repository';
import { createPlayEntriesService } from './play-entries.service';
import { playEntriesRoutes } from './play-entries.routes';
import { playLiveRoutes } from './play-live.routes';
import { createPlayCurationRepository } from './play-curation.repository';
import { createPlayCurationService } from './play-curation.service';
import { playCurationRoutes } from './play-curation.routes';
import { createPlaySessionsRepository } from './play-sessions.repository';
import { createPlaySessionsService } from './play-sessions.service';
import { uploadKeyFromUrl } from '../uploads/uploads.service';
import { createPlayImportsRepository } from './imports/play-imports.repository';
import { playImportsRoutes } from './imports/play-imports.routes';
import { createPlayImportsService } from './imports/play-imports.service';
import { playDraftsRoutes } from './play-drafts.routes';
import { playDraftServicesOf } from './play-drafts.service';
import { createPlayGroupSessionsService } from './play-group-sessions.service';
import { playGroupSessionsRoutes } from './play-group-sessions.routes';
import { playProposalsOf } from './proposals/play-proposals.wiring';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
const errors = { ...errorResponses, 429: errorResponses[400] };

/**
 * Play sessions (the live table): a story's sessions, their players, the log (play-entries.routes.ts)
 * and the live socket (play-live.routes.ts, mounted with the app's other sockets).
 */
export async function playSessionsRoutes(
  app: AppInstance,
  { sockets }: { sockets: SocketRoutes<AppInstance> },
) {
  const { database, config, redis } = app.ctx;
  const repo = createPlaySessionsRepository(database.db);
  const hub = createPlayHub(config.redisUrl, app.log);
  app.addHook('onClose', () => hub.close());
  const proposals = playProposalsOf(app, repo);
  const sessions = createPlaySessionsService(repo, hub, proposals.queue);
  const entriesRepo = createPlayEntriesRepository(database.db);
  const entries = createPlayEntriesService({
    sessions,
    entries: entriesRepo,
    ownCharacter: (ownerId, characterId) => repo.ownCharacter(ownerId, characterId),
    hub,
    redis,
    ownImage: (url, userId) => {
      const key = uploadKeyFromUrl(app.ctx, url);
      return key !== null && key.bucket === 'story-images' && key.ownerId === userId;
    },
  });
  const curation = createPlayCurationService({
    sessions,
    entries: entriesRepo,
    curation: createPlayCurationRepository(database.db),
  });
  const drafted = playDraftServicesOf(app, { sessions, curation, entries: entriesRepo });
  sockets.add(playLiveRoutes(sessions, hub));

  await app.register(async (scope: AppInstance) => {
    scope.addHook('onRequest', authenticate);
    keepAnswersPrivate(scope);
    const token = { apiToken: 'allowed' as const };
    await scope.register(
      playImportsRoutes(
        createPlayImportsService({
          sessions,
          repo: createPlayImportsRepository(database.db),
          hub,
          imported: proposals.queue,
        }),
      ),
    );

    scope.get(
      '/api/v1/stories/:id/play-sessions',
      {
        config: token,
        schema: { ...common, params: idParams, response: { 200: playSessionListSchema, ...errors } },
      },
      async (request) => sessions.listForStory(await requireUser(request), request.params.id),
    );

    scope.post(
      '/api/v1/stories/:id/play-sessions',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: playSessionCreateSchema,
          response: { 201: playSessionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await sessions.create(await requireUser(request), request.params.id, request.body)),
    );

    scope.get(
      '/api/v1/play-sessions/:id',
      {
        config: token,
        schema: { ...common, params: idParams, response: { 200: playSessionSchema, ...errors } },
      },
      async (request) => sessions.get(await requireUser(request), request.params.id),
    );

    scope.patch(
      '/api/v1/play-sessions/:id',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: playSessionUpdateSchema,
          response: { 200: playSessionSchema, ...errors },
        },
      },
      async (request) => sessions.update(await requireUser(request), request.params.id, request.body),
    );

    scope.get(
      '/api/v1/play-sessions/:id/candidates',
      {
        config: token,
        schema: { ...common, params: idParams, response: { 200: playCandidatesSchema, ...errors } },
      },
      async (request) => sessions.candidates(await requireUser(request), request.params.id),
    );

    scope.post(
      '/api/v1/play-sessions/:id/players',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: playerAddSchema,
          response: { 200: playSessionSchema, ...errors },
        },
      },
      async (request) =>
        sessions.addPlayer(await requireUser(request), request.params.id, request.body.username),
    );

    scope.delete(
      '/api/v1/play-sessions/:id/players/:userId',
      { config: token, schema: { ...common, params: playerParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await sessions.removePlayer(await requireUser(request), request.params.id, request.params.userId);
        return reply.status(204).send(null);
      },
    );

    await scope.register(playEntriesRoutes(entries));
    await scope.register(playCurationRoutes(curation));
    await scope.register(playDraftsRoutes(drafted));
    await scope.register(playGroupSessionsRoutes(createPlayGroupSessionsService(database.db, repo)));
    await scope.register(proposals.routes);
  });
}
