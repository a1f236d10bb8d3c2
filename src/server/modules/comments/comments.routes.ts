import { z } from 'zod';
import {
  commentInputSchema,
  commentsPageSchema,
  commentsQuerySchema,
  storyCommentSchema,
} from '@common/schemas/comments';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { createLibraryRepository } from '../library/library.repository';
import { createCommentsStore } from './comments.repository';
import { createCommentsService } from './comments.service';
import { createPrivacyService } from '../privacy/privacy.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['comments'] };
const signedIn = { ...common, security: [{ session: [] }] };
const path = '/api/v1/library/stories/:id/comments';
const commentParams = idParams.extend({ commentId: z.string().max(100) });

/** A library story's comments: anyone reads them; signed-in readers post, reply and delete their own. */
export async function commentsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const comments = createCommentsService(
    createCommentsStore(db),
    createLibraryRepository(db),
    createPrivacyService(db),
  );
  keepAnswersPrivate(app);

  app.get(
    path,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        querystring: commentsQuerySchema,
        response: { 200: commentsPageSchema, ...errorResponses },
      },
    },
    async (request) => comments.list(await getSessionUser(request), request.params.id, request.query),
  );

  app.post(
    path,
    {
      onRequest: authenticate,
      // Generous for a person, a brake on a script flooding a story's page.
      config: { apiToken: 'allowed', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...signedIn,
        params: idParams,
        body: commentInputSchema,
        response: { 201: storyCommentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const comment = await comments.create(await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    `${path}/:commentId`,
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: { ...signedIn, params: commentParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await comments.remove(await requireUser(request), request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );
}
