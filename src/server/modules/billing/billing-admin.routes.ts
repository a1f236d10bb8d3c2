import { z } from 'zod';
import { adminBillingSchema, compRequestSchema } from '@common/schemas/billing';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createBillingAdminService } from './billing-admin.service';

const params = z.object({ id: z.string().max(100) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** Admin billing look-up and comps (billing-admin.service.ts); 404 for anyone but an admin. */
export async function billingAdminRoutes(app: AppInstance) {
  const admin = createBillingAdminService(app.ctx.database.db, app.ctx.payments.goods, app.log);
  const common = { tags: ['admin'], security: [{ session: [] }] };
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/admin/users/:id/billing',
    {
      preValidation: authenticate,
      schema: { ...common, params, response: { 200: adminBillingSchema, ...errors } },
    },
    async (request) => admin.lookUp(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/admin/users/:id/comp',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        params,
        body: compRequestSchema,
        response: { 200: adminBillingSchema, ...errors },
      },
    },
    async (request) => admin.comp(await requireUser(request), request.params.id, request.body),
  );
}
