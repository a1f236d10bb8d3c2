import { z } from 'zod';
import { currentUserSchema } from '@common/schemas/user';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';
import { PRIVATE_NO_STORE } from '../../http/route-kit';

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * GET /api/v1/me: the signed-in user, or 401 UNAUTHENTICATED 'User not authenticated'.
 * GET /api/v1/session: the same user, or `{ user: null }` with 200 for a guest. The SPA asks this
 * one on every page, because being signed out is an answer there, not an error.
 */
export async function usersRoutes(app: AppInstance) {
  const users = createUsersService(createUsersRepository(app.ctx.database.db));

  app.get(
    '/api/v1/me',
    {
      config: { apiToken: 'allowed' },
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        security: [{ session: [] }],
        response: { 200: z.object({ user: currentUserSchema }), 401: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = await requireUser(request);
      // Per-user data: never stored by a shared cache.
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { user: await users.getCurrentUser(id) };
    },
  );

  app.get(
    '/api/v1/session',
    {
      config: { apiToken: 'allowed' },
      schema: {
        tags: ['users'],
        response: { 200: z.object({ user: currentUserSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      const session = await getSessionUser(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { user: await users.findCurrentUser(session?.id ?? null) };
    },
  );
}
