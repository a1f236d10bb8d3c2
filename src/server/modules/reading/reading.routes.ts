import {
  myReadingQuerySchema,
  progressReportSchema,
  readingListPageSchema,
  readingProgressSchema,
} from '@common/schemas/reading';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createLibraryRepository } from '../library/library.repository';
import { createReadingStore } from './reading.repository';
import { createReadingService } from './reading.service';
import { errorResponses, idParams, PRIVATE_NO_STORE } from '../../http/route-kit';

const common = { tags: ['reading'], security: [{ session: [] }] };

/** Reading progress: the reader's reports from the reader screen, and Continue Reading. Signed in only. */
export async function readingRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const reading = createReadingService(createReadingStore(db), createLibraryRepository(db));

  app.put(
    '/api/v1/library/stories/:id/progress',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        ...common,
        params: idParams,
        body: progressReportSchema,
        response: { 200: readingProgressSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return reading.report(await requireUser(request), request.params.id, request.body);
    },
  );

  app.get(
    '/api/v1/me/reading',
    {
      config: { apiToken: 'allowed' },
      onRequest: authenticate,
      schema: {
        ...common,
        querystring: myReadingQuerySchema,
        response: { 200: readingListPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return reading.listMine(await requireUser(request), request.query);
    },
  );
}
