import { z } from 'zod';
import {
  aliasListSchema,
  aliasParamsSchema,
  aliasSchemaOut,
  aliasSearchQuerySchema,
  aliasSearchResultSchema,
  createAliasSchema,
  updateAliasSchema,
} from '@common/schemas/aliases';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createAliasesService } from './aliases.service';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * Aliases (SPEC sections 4, 5, 7). The caller's own, signed in:
 * - GET /api/v1/me/aliases -> {items} primary first.
 * - POST /api/v1/me/aliases {alias, visibility?, isPrimary?} -> 201 alias; 409 'This alias is already taken'.
 * - PATCH /api/v1/me/aliases/:aliasId {alias?, visibility?, isPrimary?} -> alias; 404 unless it is the caller's.
 * - PUT /api/v1/me/aliases/:aliasId/primary -> alias, the others lose the flag.
 * - DELETE /api/v1/me/aliases/:aliasId -> 204.
 * Public: GET /api/v1/aliases/search?q=&limit= -> {items: [{alias, username, profileImage}]}, public aliases only.
 * Authentication runs before validation, so a guest always gets 401 'User not authenticated'.
 */
export async function aliasesRoutes(app: AppInstance) {
  const aliases = createAliasesService(app.ctx.database.db);
  const mine = { preValidation: authenticate };
  const common = { tags: ['aliases'], security: [{ session: [] }] };

  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/aliases',
    {
      config: { apiToken: 'allowed' },
      ...mine,
      schema: { ...common, response: { 200: aliasListSchema, ...errors } },
    },
    async (request) => ({ items: await aliases.list((await requireUser(request)).id) }),
  );

  app.post(
    '/api/v1/me/aliases',
    {
      config: { apiToken: 'allowed' },
      ...mine,
      schema: { ...common, body: createAliasSchema, response: { 201: aliasSchemaOut, ...errors } },
    },
    async (request, reply) => {
      const alias = await aliases.create((await requireUser(request)).id, request.body);
      return reply.status(201).send(alias);
    },
  );

  app.patch(
    '/api/v1/me/aliases/:aliasId',
    {
      config: { apiToken: 'allowed' },
      ...mine,
      schema: {
        ...common,
        params: aliasParamsSchema,
        body: updateAliasSchema,
        response: { 200: aliasSchemaOut, ...errors },
      },
    },
    async (request) => aliases.update((await requireUser(request)).id, request.params.aliasId, request.body),
  );

  app.put(
    '/api/v1/me/aliases/:aliasId/primary',
    {
      config: { apiToken: 'allowed' },
      ...mine,
      schema: { ...common, params: aliasParamsSchema, response: { 200: aliasSchemaOut, ...errors } },
    },
    async (request) => aliases.setPrimary((await requireUser(request)).id, request.params.aliasId),
  );

  app.delete(
    '/api/v1/me/aliases/:aliasId',
    {
      config: { apiToken: 'allowed' },
      ...mine,
      schema: {
        ...common,
        params: aliasParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await aliases.remove((await requireUser(request)).id, request.params.aliasId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/aliases/search',
    {
      config: { apiToken: 'allowed' },
      schema: {
        tags: ['aliases'],
        querystring: aliasSearchQuerySchema,
        response: { 200: aliasSearchResultSchema, 400: errorBody },
      },
    },
    async (request) => ({ items: await aliases.search(request.query.q, request.query.limit) }),
  );
}
