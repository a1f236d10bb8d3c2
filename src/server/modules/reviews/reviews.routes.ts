import { z } from 'zod';
import {
  storyReviewInputSchema,
  storyReviewSchema,
  storyReviewsPageSchema,
  storyReviewsQuerySchema,
} from '@common/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { createLibraryRepository } from '../library/library.repository';
import {
  libraryErrorResponses,
  libraryStoryParams,
  PRIVATE_NO_STORE,
} from '../library/library-route-schemas';
import { createReviewsStore } from './reviews.repository';
import { createReviewsService } from './reviews.service';

const common = { tags: ['reviews'] };
const signedIn = { ...common, security: [{ session: [] }] };
const path = '/api/v1/library/stories/:id/review';

/** A library story's reviews (anyone may read them) and the caller's own review (signed in). */
export async function reviewsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const reviews = createReviewsService(createReviewsStore(db), createLibraryRepository(db));
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', PRIVATE_NO_STORE));

  app.get(
    '/api/v1/library/stories/:id/reviews',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: libraryStoryParams,
        querystring: storyReviewsQuerySchema,
        response: { 200: storyReviewsPageSchema, ...libraryErrorResponses },
      },
    },
    async (request) => reviews.list(await getSessionUser(request), request.params.id, request.query),
  );

  app.put(
    path,
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        ...signedIn,
        params: libraryStoryParams,
        body: storyReviewInputSchema,
        response: { 200: storyReviewSchema, 201: storyReviewSchema, ...libraryErrorResponses },
      },
    },
    async (request, reply) => {
      const { review, created } = await reviews.put(
        await requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.delete(
    path,
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        ...signedIn,
        params: libraryStoryParams,
        response: { 204: z.null(), ...libraryErrorResponses },
      },
    },
    async (request, reply) => {
      await reviews.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
