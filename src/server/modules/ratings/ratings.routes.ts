import { ratingInputSchema, ratingResultSchema } from '@common/schemas/library';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createRatingsStore } from './ratings.repository';
import { createRatingsService } from './ratings.service';
import { errorResponses, idParams, PRIVATE_NO_STORE } from '../../http/route-kit';

/** PUT /api/v1/library/stories/:id/rating: the caller's 1..5 stars. Signed in only. */
export async function ratingsRoutes(app: AppInstance) {
  const ratings = createRatingsService(createRatingsStore(app.ctx.database.db));

  app.put(
    '/api/v1/library/stories/:id/rating',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        tags: ['ratings'],
        security: [{ session: [] }],
        params: idParams,
        body: ratingInputSchema,
        response: { 200: ratingResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ratings.rate(await requireUser(request), request.params.id, request.body.rating);
    },
  );
}
