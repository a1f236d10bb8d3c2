import { z } from 'zod';
import {
  chapterRestoreResultSchema,
  chapterVersionDetailSchema,
  chapterVersionListSchema,
  chapterVersionSummarySchema,
  saveVersionSchema,
} from '@common/schemas/chapter-version';
import type { AppInstance } from '../app-types';
import { authenticate, requireUser } from '../auth/session';
import type { CollabHocuspocus } from './collab-hocuspocus';
import { createChapterVersionsService } from './chapter-versions.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../http/route-kit';

const common = { tags: ['chapters'], security: [{ session: [] }] };
const chapterParams = idParams.extend({ chapterId: z.string().max(100) });
const versionParams = chapterParams.extend({ versionId: z.string().max(100) });
const base = '/api/v1/stories/:id/chapters/:chapterId/versions';

/** A chapter's version history (owner and collaborators only; chapter-versions.policy.ts). */
export function chapterVersionsRoutes(collab: CollabHocuspocus) {
  return async (app: AppInstance) => {
    const service = createChapterVersionsService(app.ctx.database.db, collab, app.ctx.storyEvents);
    app.addHook('onRequest', authenticate);
    keepAnswersPrivate(app);

    app.get(
      base,
      {
        config: { apiToken: 'allowed' },
        schema: {
          ...common,
          params: chapterParams,
          response: { 200: chapterVersionListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { id, chapterId } = request.params;
        return { items: await service.list(await requireUser(request), id, chapterId) };
      },
    );

    app.post(
      base,
      {
        config: { apiToken: 'allowed' },
        schema: {
          ...common,
          params: chapterParams,
          body: saveVersionSchema,
          response: { 201: chapterVersionSummarySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id, chapterId } = request.params;
        const reason = request.body?.reason ?? 'manual';
        reply.status(201).send(await service.save(await requireUser(request), id, chapterId, reason));
      },
    );

    app.get(
      `${base}/:versionId`,
      {
        config: { apiToken: 'allowed' },
        schema: {
          ...common,
          params: versionParams,
          response: { 200: chapterVersionDetailSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { id, chapterId, versionId } = request.params;
        return service.view(await requireUser(request), id, chapterId, versionId);
      },
    );

    app.post(
      `${base}/:versionId/restore`,
      {
        config: { apiToken: 'allowed' },
        schema: {
          ...common,
          params: versionParams,
          response: { 200: chapterRestoreResultSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { id, chapterId, versionId } = request.params;
        return service.restore(await requireUser(request), id, chapterId, versionId);
      },
    );
  };
}
