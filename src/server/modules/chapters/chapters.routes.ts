import { z } from 'zod';
import {
  chapterConflictSchema,
  chapterCreateSchema,
  chapterOrderSchema,
  chapterScheduleSchema,
  chapterSchema,
  chapterSummarySchema,
  chapterUpdateSchema,
} from '@common/schemas/chapter';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createStoriesRepository } from '../stories/stories.repository';
import { createChapterStore } from './chapters.repository';
import { createChaptersService, type LiveContentSave } from './chapters.service';
import { createChapterScheduleService } from './chapter-schedule.service';
import { scheduleChapterPublishJob } from './chapter-publish.job';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['chapters'], security: [{ session: [] }] };
const chapterParams = idParams.extend({ chapterId: z.string().max(100) });
const base = '/api/v1/stories/:id/chapters';

/**
 * A story's chapters: list, append, read, edit (autosave), delete, reorder. Guests get 401
 * before anything else; who may do what is stories.policy.ts (owner and collaborators write).
 */
export async function chaptersRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  // The live room (registered after this plugin) takes the text of chapters opened live; it
  // decorates the app with its save, read at request time (absent when the room is not there).
  const live = () => (app.hasDecorator('liveContentSave') ? app.liveContentSave : undefined);
  const chapters = createChaptersService(
    createChapterStore(db),
    createStoriesRepository(db),
    live,
    app.ctx.storyEvents,
  );
  const schedules = createChapterScheduleService(createChapterStore(db), app.ctx.storyEvents);
  const job = scheduleChapterPublishJob(db, app.log, app.ctx.storyEvents);
  app.addHook('onClose', () => job.stop());
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.get(
    base,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        response: { 200: z.object({ items: z.array(chapterSummarySchema) }), ...errorResponses },
      },
    },
    async (request) => ({ items: await chapters.list(await requireUser(request), request.params.id) }),
  );

  app.post(
    base,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        body: chapterCreateSchema,
        response: { 201: chapterSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await chapters.create(await requireUser(request), request.params.id, request.body.title)),
  );

  // Registered before /:chapterId so "order" is never taken for a chapter id.
  app.put(
    `${base}/order`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        body: chapterOrderSchema,
        response: { 200: z.object({ items: z.array(chapterSummarySchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      items: await chapters.reorder(await requireUser(request), request.params.id, request.body.chapterIds),
    }),
  );

  app.get(
    `${base}/:chapterId`,
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: chapterParams, response: { 200: chapterSchema, ...errorResponses } },
    },
    async (request) => chapters.get(await requireUser(request), request.params.id, request.params.chapterId),
  );

  app.patch(
    `${base}/:chapterId`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: chapterParams,
        body: chapterUpdateSchema,
        response: { 200: chapterSchema, ...errorResponses, 409: chapterConflictSchema },
      },
    },
    async (request) =>
      chapters.update(await requireUser(request), request.params.id, request.params.chapterId, request.body),
  );

  // Schedules a draft to publish at a time, or cancels that (publishAt null); see chapter-schedule.service.ts.
  app.put(
    `${base}/:chapterId/schedule`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: chapterParams,
        body: chapterScheduleSchema,
        response: { 200: chapterSchema, ...errorResponses },
      },
    },
    async (request) =>
      schedules.schedule(
        await requireUser(request),
        request.params.id,
        request.params.chapterId,
        request.body.publishAt,
      ),
  );

  app.delete(
    `${base}/:chapterId`,
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: chapterParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await chapters.delete(await requireUser(request), request.params.id, request.params.chapterId);
      return reply.status(204).send(null);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the live room (collab/collab.routes.ts) when it registers; see LiveContentSave. */
    liveContentSave: LiveContentSave;
  }
}
