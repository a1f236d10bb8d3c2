import {
  groupPlaySessionCreateSchema,
  groupPlaySessionListSchema,
  groupPlaySessionSchema,
  runnableStoriesSchema,
} from '@common/schemas/play-group-sessions';
import type { AppInstance } from '../../app-types';
import { requireUser } from '../../auth/session';
import { errorResponses, idParams } from '../../http/route-kit';
import type { PlayGroupSessionsService } from './play-group-sessions.service';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
const token = { apiToken: 'allowed' as const };

/** A group's play sessions (its 'Play Session' events) and the stories the caller may run one on. */
export function playGroupSessionsRoutes(groupSessions: PlayGroupSessionsService) {
  return async (app: AppInstance) => {
    app.get(
      '/api/v1/groups/:id/play-sessions',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          response: { 200: groupPlaySessionListSchema, ...errorResponses },
        },
      },
      async (request) => groupSessions.list(await requireUser(request), request.params.id),
    );

    app.post(
      '/api/v1/groups/:id/play-sessions',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: groupPlaySessionCreateSchema,
          response: { 201: groupPlaySessionSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await groupSessions.schedule(await requireUser(request), request.params.id, request.body)),
    );

    app.get(
      '/api/v1/play-sessions/runnable-stories',
      {
        config: token,
        schema: { ...common, response: { 200: runnableStoriesSchema, ...errorResponses } },
      },
      async (request) => groupSessions.runnableStories(await requireUser(request)),
    );
  };
}
