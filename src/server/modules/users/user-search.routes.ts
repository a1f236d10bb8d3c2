import { userSearchQuerySchema, userSearchResultSchema } from '@common/schemas/collaborator';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createUserSearchRepository } from './user-search.repository';
import { errorResponses, PRIVATE_NO_STORE } from '../../http/route-kit';

/**
 * GET /api/v1/users/search?q=: people to invite as collaborators. Signed-in users only; at most
 * 20; never answers e-mail addresses, and never the caller.
 */
export async function userSearchRoutes(app: AppInstance) {
  const search = createUserSearchRepository(app.ctx.database.db);
  app.get(
    '/api/v1/users/search',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        security: [{ session: [] }],
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { items: await search.search(request.query.q, user.id) };
    },
  );
}
