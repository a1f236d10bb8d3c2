import { ratingInputSchema, ratingResultSchema } from '@common/schemas/library';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import {
  libraryErrorResponses,
  libraryStoryParams,
  PRIVATE_NO_STORE,
} from '../library/library-route-schemas';
import { createRatingsStore } from './ratings.repository';
import { createRatingsService } from './ratings.service';

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
        params: libraryStoryParams,
        body: ratingInputSchema,
        response: { 200: ratingResultSchema, ...libraryErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ratings.rate(await requireUser(request), request.params.id, request.body.rating);
    },
  );
}
