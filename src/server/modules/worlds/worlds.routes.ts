import { z } from 'zod';
import { pageSchema } from '@common/schemas/pagination';
import {
  myWorldsQuerySchema,
  worldInputSchema,
  worldOptionSchema,
  worldSchema,
  worldUpdateSchema,
} from '@common/schemas/world';
import type { AppInstance } from '../../app-types';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { authenticate, requireUser } from '../../auth/session';
import { createWorldsRepository } from './worlds.repository';
import { createWorldsService } from './worlds.service';
import { uploadedImages } from './uploaded-images';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * My Worlds (SPEC sections 2, 6, 7): list, picker options, create, read, change, delete.
 * Authentication runs before validation, so a guest always gets 401 'User not authenticated'.
 */
export async function worldsRoutes(app: AppInstance) {
  const worlds = createWorldsService(createWorldsRepository(app.ctx.database.db), uploadedImages(app));
  const common = { tags: ['worlds'], security: [{ session: [] }] };
  const route = { preValidation: authenticate };

  // Per-user answers (this plugin's routes only): never stored by a shared cache.
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/worlds',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        querystring: myWorldsQuerySchema,
        response: { 200: pageSchema(worldSchema), ...errors },
      },
    },
    async (request) => worlds.listMine(await requireUser(request), request.query),
  );

  app.get(
    '/api/v1/worlds/options',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, response: { 200: z.array(worldOptionSchema), ...errors } },
    },
    async (request) => worlds.options(await requireUser(request)),
  );

  app.post(
    '/api/v1/worlds',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, body: worldInputSchema, response: { 201: worldSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await worlds.create(await requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/worlds/:id',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, params: idParams, response: { 200: worldSchema, ...errors } },
    },
    async (request) => worlds.get(await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/v1/worlds/:id',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        params: idParams,
        body: worldUpdateSchema,
        response: { 200: worldSchema, ...errors },
      },
    },
    async (request) => worlds.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/worlds/:id',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await worlds.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
