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
import { createReviewsStore } from './reviews.repository';
import { createReviewsService } from './reviews.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['reviews'] };
const signedIn = { ...common, security: [{ session: [] }] };
const path = '/api/v1/library/stories/:id/review';

/** A library story's reviews (anyone may read them) and the caller's own review (signed in). */
export async function reviewsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const reviews = createReviewsService(createReviewsStore(db), createLibraryRepository(db));
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/library/stories/:id/reviews',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        querystring: storyReviewsQuerySchema,
        response: { 200: storyReviewsPageSchema, ...errorResponses },
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
        params: idParams,
        body: storyReviewInputSchema,
        response: { 200: storyReviewSchema, 201: storyReviewSchema, ...errorResponses },
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
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await reviews.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
