import { pageSchema } from '@common/schemas/pagination';
import {
  authorListQuerySchema,
  followPersonSchema,
  followStateSchema,
  usernameParamsSchema,
} from '@common/schemas/social';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createFollowsService } from './follows.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * PUT / DELETE /api/v1/users/:username/follow (idempotent, answers the new counts) and the public
 * follower and following lists of a user.
 */
export async function followsRoutes(app: AppInstance) {
  const follows = createFollowsService(app.ctx.database.db);
  const common = { tags: ['follows'] };
  const signedIn = { preValidation: authenticate };

  keepAnswersPrivate(app);

  app.put(
    '/api/v1/users/:username/follow',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        security: [{ session: [] }],
        params: usernameParamsSchema,
        response: { 200: followStateSchema, ...errors },
      },
    },
    async (request) => follows.follow(await requireUser(request), request.params.username),
  );

  app.delete(
    '/api/v1/users/:username/follow',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        security: [{ session: [] }],
        params: usernameParamsSchema,
        response: { 200: followStateSchema, ...errors },
      },
    },
    async (request) => follows.unfollow(await requireUser(request), request.params.username),
  );

  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/api/v1/users/:username/${side}`,
      {
        config: { apiToken: 'allowed' },
        schema: {
          ...common,
          params: usernameParamsSchema,
          querystring: authorListQuerySchema,
          response: { 200: pageSchema(followPersonSchema), ...errors },
        },
      },
      async (request) =>
        follows.list(
          request.params.username,
          await getSessionUser(request),
          side,
          request.query.limit,
          request.query.cursor,
        ),
    );
  }
}
