import { profileSummarySchema } from '@common/schemas/profile';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, PRIVATE_NO_STORE } from '../../http/route-kit';
import { createProfileService } from './profile.service';

/** GET /api/v1/me/profile: the signed-in user's profile screen in one answer. */
export async function profileRoutes(app: AppInstance) {
  const profile = createProfileService(app.ctx.database.db);

  app.get(
    '/api/v1/me/profile',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: {
        tags: ['profile'],
        security: [{ session: [] }],
        response: { 200: profileSummarySchema, 401: errorBody },
      },
    },
    async (request, reply) => {
      // Per-user data: never stored by a shared cache.
      reply.header('cache-control', PRIVATE_NO_STORE);
      return profile.summary(await requireUser(request));
    },
  );
}
