import {
  betaAnswerSchema,
  betaChapterParams,
  betaChapterSchema,
  betaCommentCreateSchema,
  betaCommentListSchema,
  betaCommentParams,
  betaCommentSchema,
  betaInviteSchema,
  betaOpenSchema,
  betaReaderParams,
  betaReadParams,
  betaReadSchema,
  betaResolveSchema,
  myBetaSchema,
} from '@common/schemas/beta';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { createBetaService } from './beta.service';

const storyParams = z.object({ id: z.uuid({ error: 'Story not found' }) });

/**
 * Beta reading (contract: src/common/schemas/beta.ts). Drafts are private: every route takes the
 * session only, never an API token, and answers no-store.
 */
export async function betaRoutes(app: AppInstance) {
  const beta = createBetaService(app.ctx.database.db);
  const common = { tags: ['beta'] };
  const signedIn = { preValidation: authenticate };
  const ok = <T>(schema: T) => ({ 200: schema, ...errorResponses });
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/beta',
    { ...signedIn, schema: { ...common, response: ok(myBetaSchema) } },
    async (request) => beta.mine(await requireUser(request)),
  );

  app.post(
    '/api/v1/stories/:id/beta-reads',
    {
      ...signedIn,
      schema: { ...common, params: storyParams, body: betaOpenSchema, response: ok(betaReadSchema) },
    },
    async (request) => beta.open(await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/beta-reads/:id',
    { ...signedIn, schema: { ...common, params: betaReadParams, response: ok(betaReadSchema) } },
    async (request) => beta.get(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/beta-reads/:id/invitations',
    {
      ...signedIn,
      schema: { ...common, params: betaReadParams, body: betaInviteSchema, response: ok(betaReadSchema) },
    },
    async (request) => beta.invite(await requireUser(request), request.params.id, request.body.username),
  );

  app.post(
    '/api/v1/beta-reads/:id/applications',
    { ...signedIn, schema: { ...common, params: betaReadParams, response: ok(betaReadSchema) } },
    async (request) => beta.apply(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/beta-reads/:id/readers/:userId/approve',
    { ...signedIn, schema: { ...common, params: betaReaderParams, response: ok(betaReadSchema) } },
    async (request) => beta.approve(await requireUser(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/v1/beta-reads/:id/end',
    { ...signedIn, schema: { ...common, params: betaReadParams, response: ok(betaReadSchema) } },
    async (request) => beta.end(await requireUser(request), request.params.id),
  );

  app.get(
    '/api/v1/beta-reads/:id/chapters/:chapterId',
    { ...signedIn, schema: { ...common, params: betaChapterParams, response: ok(betaChapterSchema) } },
    async (request) => beta.chapter(await requireUser(request), request.params.id, request.params.chapterId),
  );

  app.post(
    '/api/v1/beta-reads/:id/chapters/:chapterId/comments',
    {
      ...signedIn,
      schema: {
        ...common,
        params: betaChapterParams,
        body: betaCommentCreateSchema,
        response: ok(betaCommentSchema),
      },
    },
    async (request) =>
      beta.comment(await requireUser(request), request.params.id, request.params.chapterId, request.body),
  );

  app.put(
    '/api/v1/beta-reads/:id/chapters/:chapterId/answer',
    {
      ...signedIn,
      schema: {
        ...common,
        params: betaChapterParams,
        body: betaAnswerSchema,
        response: ok(betaAnswerSchema),
      },
    },
    async (request) =>
      beta.answer(
        await requireUser(request),
        request.params.id,
        request.params.chapterId,
        request.body.answer,
      ),
  );

  app.get(
    '/api/v1/beta-reads/:id/comments',
    { ...signedIn, schema: { ...common, params: betaReadParams, response: ok(betaCommentListSchema) } },
    async (request) => beta.comments(await requireUser(request), request.params.id),
  );

  app.put(
    '/api/v1/beta-reads/:id/comments/:commentId',
    {
      ...signedIn,
      schema: {
        ...common,
        params: betaCommentParams,
        body: betaResolveSchema,
        response: ok(betaCommentSchema),
      },
    },
    async (request) =>
      beta.resolve(
        await requireUser(request),
        request.params.id,
        request.params.commentId,
        request.body.resolved,
      ),
  );
}
