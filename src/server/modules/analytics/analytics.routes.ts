import { analyticsQuerySchema, authorAnalyticsSchema, storyAnalyticsSchema } from '@common/schemas/analytics';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createAnalyticsRepository } from './analytics.repository';
import { createAnalyticsRollupRepository } from './analytics-rollup.repository';
import { scheduleAnalyticsRollup } from './analytics-rollup.job';
import { createAnalyticsService } from './analytics.service';

/**
 * Story analytics (contract: src/common/schemas/analytics.ts): the caller's stories together
 * and one story of theirs, over a period, read from the daily rollups only. While the app runs,
 * the rollup job keeps them (analytics-rollup.job.ts).
 */
export async function analyticsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const analytics = createAnalyticsService(createAnalyticsRepository(db));
  const minutes = app.ctx.config.analyticsRollupMinutes;
  if (minutes > 0) {
    const rollup = scheduleAnalyticsRollup(createAnalyticsRollupRepository(db), app.log, minutes * 60_000);
    app.addHook('onClose', () => rollup.stop());
  }
  keepAnswersPrivate(app);
  const common = { tags: ['analytics'], security: [{ session: [] }] };

  app.get(
    '/api/v1/me/analytics',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        ...common,
        querystring: analyticsQuerySchema,
        response: { 200: authorAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => analytics.author(await requireUser(request), request.query),
  );

  app.get(
    '/api/v1/stories/:id/analytics',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        ...common,
        params: idParams,
        querystring: analyticsQuerySchema,
        response: { 200: storyAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => analytics.story(await requireUser(request), request.params.id, request.query),
  );
}
