import { readerAnalyticsQuerySchema, readerAnalyticsSchema } from '@common/schemas/reader-analytics';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { createReaderAnalyticsRepository } from './reader-analytics.repository';
import { createReaderAnalyticsService } from './reader-analytics.service';

/**
 * The reading analytics dashboard (contract: src/common/schemas/reader-analytics.ts): the
 * caller's own year of reading, from the hourly rollup the progress reports keep.
 */
export async function readerAnalyticsRoutes(app: AppInstance) {
  const analytics = createReaderAnalyticsService(createReaderAnalyticsRepository(app.ctx.database.db));
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/analytics/reader',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        tags: ['analytics'],
        security: [{ session: [] }],
        querystring: readerAnalyticsQuerySchema,
        response: { 200: readerAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => analytics.year(await requireUser(request), request.query),
  );
}
