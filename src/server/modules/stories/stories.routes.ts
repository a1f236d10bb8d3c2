import { z } from 'zod';
import { pageSchema } from '@common/schemas/pagination';
import {
  myStoriesQuerySchema,
  storyCardSchema,
  storyDetailSchema,
  storyInputSchema,
  storyUpdateSchema,
} from '@common/schemas/story';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { compiledAnswers } from '../../http/compiled-serializer';
import { createStoriesRepository } from './stories.repository';
import { createStoriesService } from './stories.service';
import { uploadedImages } from '../worlds/uploaded-images';
import { tagsServiceFor } from '../tags/tags.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['stories'], security: [{ session: [] }] };

/**
 * The creator's stories: My Stories, create, read, edit, delete, publish and unpublish.
 * Every route needs a user (checked on request, so a guest always gets 401 'User not
 * authenticated', whatever the body); who may do what is decided by stories.policy.ts.
 */
export async function storiesRoutes(app: AppInstance) {
  const stories = createStoriesService(
    createStoriesRepository(app.ctx.database.db),
    uploadedImages(app),
    tagsServiceFor(app.ctx.database.db),
  );
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/stories',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        querystring: myStoriesQuerySchema,
        response: { 200: pageSchema(storyCardSchema), ...errorResponses },
      },
      ...compiledAnswers,
    },
    async (request) => stories.listMine(await requireUser(request), request.query),
  );

  app.post(
    '/api/v1/stories',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, body: storyInputSchema, response: { 201: storyDetailSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await stories.create(await requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/stories/:id',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 200: storyDetailSchema, ...errorResponses } },
    },
    async (request) => stories.get(await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/v1/stories/:id',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        body: storyUpdateSchema,
        response: { 200: storyDetailSchema, ...errorResponses },
      },
    },
    async (request) => stories.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/stories/:id',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await stories.delete(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/stories/:id/publish',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 200: storyDetailSchema, ...errorResponses } },
    },
    async (request) => stories.publish(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/stories/:id/unpublish',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 200: storyDetailSchema, ...errorResponses } },
    },
    async (request) => stories.unpublish(await requireUser(request), request.params.id),
  );
}
