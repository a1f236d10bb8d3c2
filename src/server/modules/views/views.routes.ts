import { z } from 'zod';
import { viewSchema } from '@common/schemas/analytics';
import type { AppInstance } from '../../app-types';
import { getSessionUser } from '../../auth/session';
import { resolveAuthSecret } from '../../auth/auth-secret';
import { createLibraryRepository } from '../library/library.repository';
import { createViewsRepository } from './views.repository';
import { createViewsService } from './views.service';
import { scheduleStoryViewsPurge } from './views-purge.job';
import { errorResponses, idParams } from '../../http/route-kit';

/**
 * POST /api/v1/library/stories/:id/view: the story page reports a view when it opens. Guests
 * count too, by a keyed hash of address and browser (viewer-key.ts). Answers 204 whether or not
 * this call added a view, so the answer tells nothing about who viewed before. The body may say
 * where the reader came from and, from the reader, which chapter opened (viewSchema). While the app
 * runs, records of past days are purged in the background (views-purge.job.ts).
 */
export async function viewsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const secret = resolveAuthSecret(app.ctx.config);
  const repo = createViewsRepository(db);
  const views = createViewsService(repo, createLibraryRepository(db), secret, app.log);

  // Old per-day view records are only dead weight: purged in the background while serving.
  const purge = scheduleStoryViewsPurge(repo, app.log);
  app.addHook('onClose', () => purge.stop());

  app.post(
    '/api/v1/library/stories/:id/view',
    {
      config: { apiToken: 'allowed' },
      schema: {
        tags: ['views'],
        params: idParams,
        body: viewSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const viewer = user
        ? { userId: user.id }
        : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      await views.record(request.params.id, viewer, request.body);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
}
