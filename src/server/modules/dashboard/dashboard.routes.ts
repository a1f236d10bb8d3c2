import {
  creatorDashboardSchema,
  dashboardStatParamsSchema,
  dashboardStatSchema,
  readerDashboardSchema,
} from '@common/schemas/dashboard';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createDashboardService } from './dashboard.service';

const errors = { 400: errorBody, 401: errorBody };

/**
 * The dashboard at / (SPEC section 2): GET /api/v1/dashboard/creator, /reader, and each stat
 * card's number alone at /api/v1/dashboard/stats/:name. Everything is about the caller only;
 * either mode may be asked by anyone signed in (admins switch between them).
 */
export async function dashboardRoutes(app: AppInstance) {
  const dashboard = createDashboardService(app.ctx.database.db, app.log);
  const common = { tags: ['dashboard'], security: [{ session: [] }] };
  const route = { preValidation: authenticate };

  keepAnswersPrivate(app);

  app.get(
    '/api/v1/dashboard/creator',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, response: { 200: creatorDashboardSchema, ...errors } },
    },
    async (request) => dashboard.creator((await requireUser(request)).id),
  );

  app.get(
    '/api/v1/dashboard/reader',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, response: { 200: readerDashboardSchema, ...errors } },
    },
    async (request) => dashboard.reader((await requireUser(request)).id),
  );

  app.get(
    '/api/v1/dashboard/stats/:name',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        params: dashboardStatParamsSchema,
        response: { 200: dashboardStatSchema, ...errors },
      },
    },
    async (request) => dashboard.stat((await requireUser(request)).id, request.params.name),
  );
}
