import { z } from 'zod';
import { pageSchema } from '@common/schemas/pagination';
import {
  authorListQuerySchema,
  authorProfileSchema,
  authorReviewInputSchema,
  authorReviewSchema,
  authorReviewsPageSchema,
  authorStorySchema,
  usernameParamsSchema,
} from '@common/schemas/social';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createAuthorsService } from './authors.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Author pages: GET /api/v1/authors/:username, its published stories and reviews, each hidden
 * (403 PROFILE_HIDDEN) when the author's profile visibility excludes the caller;
 * PUT / DELETE /api/v1/authors/:username/review for the caller's own review of the author.
 */
export async function authorsRoutes(app: AppInstance) {
  const authors = createAuthorsService(app.ctx.database.db);
  const common = { tags: ['authors'] };
  const signedIn = { preValidation: authenticate };
  const session = { security: [{ session: [] }] };

  // Answers depend on who asks (viewer flags, own review): never stored by a shared cache.
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/authors/:username',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: usernameParamsSchema, response: { 200: authorProfileSchema, ...errors } },
    },
    async (request) => authors.profile(request.params.username, await getSessionUser(request)),
  );

  app.get(
    '/api/v1/authors/:username/stories',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: usernameParamsSchema,
        querystring: authorListQuerySchema,
        response: { 200: pageSchema(authorStorySchema), ...errors },
      },
    },
    async (request) =>
      authors.stories(
        request.params.username,
        await getSessionUser(request),
        request.query.limit,
        request.query.cursor,
      ),
  );

  app.get(
    '/api/v1/authors/:username/reviews',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: usernameParamsSchema,
        querystring: authorListQuerySchema,
        response: { 200: authorReviewsPageSchema, ...errors },
      },
    },
    async (request) =>
      authors.reviews(
        request.params.username,
        await getSessionUser(request),
        request.query.limit,
        request.query.cursor,
      ),
  );

  app.put(
    '/api/v1/authors/:username/review',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        ...session,
        params: usernameParamsSchema,
        body: authorReviewInputSchema,
        response: { 200: authorReviewSchema, 201: authorReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { review, created } = await authors.saveReview(
        await requireUser(request),
        request.params.username,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.delete(
    '/api/v1/authors/:username/review',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: { ...common, ...session, params: usernameParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await authors.deleteReview(await requireUser(request), request.params.username);
      return reply.status(204).send(null);
    },
  );
}
