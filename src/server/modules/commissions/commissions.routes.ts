import { z } from 'zod';
import {
  commissionActionSchema,
  commissionDetailSchema,
  commissionEarningsSchema,
  commissionListSchema,
  commissionRequestSchema,
  commissionSettingsSchema,
  commissionStorySchema,
  commissionTermsSchema,
} from '@common/schemas/commissions';
import { usernameParamsSchema } from '@common/schemas/social';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { isLoopbackAddress } from '../../loopback';
import { runCommissionAutoAccept, scheduleCommissionAutoAccept } from './commissions.job';
import { createCommissionsService } from './commissions.service';

const idParams = z.object({ id: z.uuid({ error: 'Commission not found' }) });

/**
 * Commissions (contract: src/common/schemas/commissions.ts). They move or show money, so every
 * route takes the session only, never an API token. While the app runs, the auto-accept job
 * accepts deliveries left unanswered for 14 days.
 */
export async function commissionsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const commissions = createCommissionsService(db, app.ctx.payments, app.ctx.config.publicUrl);
  const common = { tags: ['commissions'] };
  const job = scheduleCommissionAutoAccept(db, app.log);
  app.addHook('onClose', () => job.stop());
  keepAnswersPrivate(app);
  const signedIn = { preValidation: authenticate };

  app.get(
    '/api/v1/me/commission-settings',
    { ...signedIn, schema: { ...common, response: { 200: commissionSettingsSchema, ...errorResponses } } },
    async (request) => commissions.settings(await requireUser(request)),
  );

  app.put(
    '/api/v1/me/commission-settings',
    {
      ...signedIn,
      schema: {
        ...common,
        body: commissionSettingsSchema,
        response: { 200: commissionSettingsSchema, ...errorResponses },
      },
    },
    async (request) => commissions.saveSettings(await requireUser(request), request.body),
  );

  app.get(
    '/api/v1/users/:username/commission-terms',
    {
      schema: {
        ...common,
        params: usernameParamsSchema,
        response: { 200: commissionTermsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = await getSessionUser(request);
      return commissions.terms(me && { id: me.id, tier: me.subscriptionTier }, request.params.username);
    },
  );

  app.post(
    '/api/v1/users/:username/commissions',
    {
      ...signedIn,
      schema: {
        ...common,
        params: usernameParamsSchema,
        body: commissionRequestSchema,
        response: { 200: commissionDetailSchema, ...errorResponses },
      },
    },
    async (request) => commissions.request(await requireUser(request), request.params.username, request.body),
  );

  app.get(
    '/api/v1/me/commissions',
    { ...signedIn, schema: { ...common, response: { 200: commissionListSchema, ...errorResponses } } },
    async (request) => commissions.list(await requireUser(request)),
  );

  app.get(
    '/api/v1/me/commissions/earnings',
    { ...signedIn, schema: { ...common, response: { 200: commissionEarningsSchema, ...errorResponses } } },
    async (request) => commissions.earnings(await requireUser(request)),
  );

  app.get(
    '/api/v1/commissions/:id',
    {
      ...signedIn,
      schema: { ...common, params: idParams, response: { 200: commissionDetailSchema, ...errorResponses } },
    },
    async (request) => commissions.get(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/commissions/:id/actions',
    {
      ...signedIn,
      schema: {
        ...common,
        params: idParams,
        body: commissionActionSchema,
        response: { 200: commissionDetailSchema, ...errorResponses },
      },
    },
    async (request) => commissions.act(await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/commissions/:id/story',
    {
      ...signedIn,
      schema: { ...common, params: idParams, response: { 200: commissionStorySchema, ...errorResponses } },
    },
    async (request) => commissions.story(await requireUser(request), request.params.id),
  );

  // End-to-end tests move the auto-accept job's clock here: only under NODE_ENV=test, only from
  // this machine, hidden from the API document. It runs the job as if it were `at`.
  if (app.ctx.config.env === 'test') {
    app.post(
      '/dev/jobs/commission-auto-accept',
      { schema: { hide: true, body: z.object({ at: z.iso.datetime() }) } },
      async (request, reply) => {
        if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return reply.callNotFound();
        return { released: await runCommissionAutoAccept(db, new Date(request.body.at)) };
      },
    );
  }
}
