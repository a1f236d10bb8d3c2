import { z } from 'zod';
import {
  apiTokenListSchema,
  apiTokenParams,
  createApiTokenSchema,
  createdApiTokenSchema,
} from '@common/schemas/api-tokens';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createApiTokensRepository } from './api-tokens.repository';
import { createApiTokensService } from './api-tokens.service';

const common = { tags: ['api-tokens'], security: [{ session: [] }] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };

/**
 * The signed-in user's personal API tokens: list, create (the secret answered once), revoke.
 * Session only: a token cannot list, mint or revoke tokens (auth/bearer-auth.ts refuses it).
 */
export async function apiTokensRoutes(app: AppInstance) {
  const tokens = createApiTokensService(createApiTokensRepository(app.ctx.database.db));
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/tokens',
    {
      schema: {
        ...common,
        summary: 'List your API tokens',
        response: { 200: apiTokenListSchema, ...errors },
      },
    },
    async (request) => ({ tokens: await tokens.list((await requireUser(request)).id) }),
  );

  app.post(
    '/api/v1/me/tokens',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        ...common,
        summary: 'Create an API token (the secret is answered once)',
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const created = await tokens.create((await requireUser(request)).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/v1/me/tokens/:tokenId',
    {
      schema: {
        ...common,
        summary: 'Revoke an API token',
        params: apiTokenParams,
        response: { 204: z.null().describe('Revoked'), 404: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      await tokens.revoke((await requireUser(request)).id, request.params.tokenId);
      return reply.status(204).send(null);
    },
  );
}
