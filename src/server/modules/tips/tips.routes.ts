import { usernameParamsSchema } from '@common/schemas/social';
import { tipEarningsSchema, tipRequestSchema, tipResultSchema } from '@common/schemas/tips';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { createTipsService } from './tips.service';

/**
 * Tips (contract: src/common/schemas/tips.ts): a one-off tip to a creator and the caller's tip
 * earnings. Both move or show money, so they take the session only, never an API token.
 */
export async function tipsRoutes(app: AppInstance) {
  const tips = createTipsService(app.ctx.database.db, app.ctx.payments, app.ctx.config.publicUrl);
  const common = { tags: ['tips'] };
  keepAnswersPrivate(app);

  app.post(
    '/api/v1/users/:username/tips',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        params: usernameParamsSchema,
        body: tipRequestSchema,
        response: { 200: tipResultSchema, ...errorResponses },
      },
    },
    async (request) => tips.tip(await requireUser(request), request.params.username, request.body),
  );

  app.get(
    '/api/v1/me/tips/earnings',
    {
      preValidation: authenticate,
      schema: { ...common, response: { 200: tipEarningsSchema, ...errorResponses } },
    },
    async (request) => tips.earnings(await requireUser(request)),
  );
}
