import {
  alsoReadSchema,
  recommendationsQuerySchema,
  recommendationsSchema,
} from '@common/schemas/recommendations';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createRecommendationsService } from './recommendations.service';
import { scheduleNeighboursJob } from './recommendations.job';

/**
 * GET /api/v1/me/recommendations (the reader's list: personal or popular by plan) and
 * GET /api/v1/library/stories/:id/also-read (readers of this story also read; guests too, 404
 * for a story not in the library). Schedules the job that computes the story neighbours.
 */
export async function recommendationsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const recommendations = createRecommendationsService(db);
  const common = { tags: ['recommendations'] };

  keepAnswersPrivate(app);
  const job = scheduleNeighboursJob(db, app.log);
  app.addHook('onClose', () => job.stop());

  app.get(
    '/api/v1/me/recommendations',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: {
        ...common,
        security: [{ session: [] }],
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsSchema, ...errorResponses },
      },
    },
    async (request) => recommendations.forReader(await requireUser(request), request.query.limit),
  );

  app.get(
    '/api/v1/library/stories/:id/also-read',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        querystring: recommendationsQuerySchema,
        response: { 200: alsoReadSchema, ...errorResponses },
      },
    },
    async (request) =>
      recommendations.alsoRead(request.params.id, await getSessionUser(request), request.query.limit),
  );
}
