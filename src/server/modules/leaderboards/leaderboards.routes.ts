import { leaderboardQuerySchema, leaderboardSchema } from '@common/schemas/leaderboards';
import type { AppInstance } from '../../app-types';
import { getSessionUser } from '../../auth/session';
import { compiledAnswers } from '../../http/compiled-serializer';
import { errorBody, PRIVATE_NO_STORE } from '../../http/route-kit';
import { createLeaderboardsService } from './leaderboards.service';

/**
 * GET /api/v1/leaderboards?period=month|all&limit=: the Leaderboards tab (top 5) and the full page
 * (top 100) with the signed-in viewer's own rank. Public.
 */
export async function leaderboardsRoutes(app: AppInstance) {
  const boards = createLeaderboardsService(app.ctx.database.db);
  app.get(
    '/api/v1/leaderboards',
    {
      config: { apiToken: 'allowed' },
      schema: {
        tags: ['leaderboards'],
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, 400: errorBody },
      },
      ...compiledAnswers,
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return boards.board(request.query, await getSessionUser(request));
    },
  );
}
