import { pageSchema } from '@common/schemas/pagination';
import { myReviewSchema, myReviewsQuerySchema, readingActivitySchema } from '@common/schemas/reader-account';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createReaderAccountRepository } from './reader-account.repository';
import { createReaderAccountService } from './reader-account.service';

const errors = { 400: errorBody, 401: errorBody };

/** GET /api/v1/me/reading-activity and GET /api/v1/me/reviews: the signed-in reader's own. */
export async function readerAccountRoutes(app: AppInstance) {
  const service = createReaderAccountService(createReaderAccountRepository(app.ctx.database.db));
  const common = { tags: ['reader-account'], security: [{ session: [] }] };

  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/reading-activity',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: { ...common, response: { 200: readingActivitySchema, ...errors } },
    },
    async (request) => service.readingActivity((await requireUser(request)).id),
  );

  app.get(
    '/api/v1/me/reviews',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: {
        ...common,
        querystring: myReviewsQuerySchema,
        response: { 200: pageSchema(myReviewSchema), ...errors },
      },
    },
    async (request) =>
      service.myReviews((await requireUser(request)).id, request.query.limit, request.query.cursor),
  );
}
