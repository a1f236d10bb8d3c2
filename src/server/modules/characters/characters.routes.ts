import { z } from 'zod';
import { pageSchema } from '@common/schemas/pagination';
import {
  characterInputSchema,
  characterSchema,
  characterUpdateSchema,
  myCharactersQuerySchema,
} from '@common/schemas/character';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { uploadedImages } from '../worlds/uploaded-images';
import { createCharactersRepository } from './characters.repository';
import { createCharactersService } from './characters.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * My Characters (SPEC sections 2, 6, 7): list, create, read, change, delete.
 * Authentication runs before validation, so a guest always gets 401 'User not authenticated'.
 */
export async function charactersRoutes(app: AppInstance) {
  const characters = createCharactersService(
    createCharactersRepository(app.ctx.database.db),
    uploadedImages(app),
  );
  const common = { tags: ['characters'], security: [{ session: [] }] };
  const route = { preValidation: authenticate };

  // Per-user answers (this plugin's routes only): never stored by a shared cache.
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/characters',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        querystring: myCharactersQuerySchema,
        response: { 200: pageSchema(characterSchema), ...errors },
      },
    },
    async (request) => characters.listMine(await requireUser(request), request.query),
  );

  app.post(
    '/api/v1/characters',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, body: characterInputSchema, response: { 201: characterSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await characters.create(await requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/characters/:id',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, params: idParams, response: { 200: characterSchema, ...errors } },
    },
    async (request) => characters.get(await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/v1/characters/:id',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        params: idParams,
        body: characterUpdateSchema,
        response: { 200: characterSchema, ...errors },
      },
    },
    async (request) => characters.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/characters/:id',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await characters.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
