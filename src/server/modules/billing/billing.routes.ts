import { z } from 'zod';
import {
  billingOverviewSchema,
  checkoutRequestSchema,
  checkoutSchema,
  portalSchema,
  receiptSchema,
  refundRequestSchema,
} from '@common/schemas/billing';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { scheduleBackgroundJob } from '../../background-job';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { billingAdminRoutes } from './billing-admin.routes';

const idParams = z.object({ id: z.string().max(100) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const RENEWAL_INTERVAL_MS = 60_000;

/**
 * The signed-in user's plan and payments (contract in common/schemas/billing.ts). Thin: each
 * route asks the billing service of the app context (payments.ts: the provider, local or Stripe,
 * comes from the config). While the app runs, a background job applies period ends, ended comps
 * and ended grace periods.
 */
export async function billingRoutes(app: AppInstance) {
  const { billing } = app.ctx.payments;
  const common = { tags: ['billing'], security: [{ session: [] }] };
  const route = { preValidation: authenticate };

  const renewals = scheduleBackgroundJob(
    {
      run: async () => {
        const n = await billing.settleAllDue();
        if (n > 0) app.log.info({ settled: n }, 'billing: settled subscriptions due');
      },
      firstDelayMs: 20_000,
      intervalMs: RENEWAL_INTERVAL_MS,
      failure: 'billing: could not settle subscriptions due',
    },
    app.log,
  );
  app.addHook('onClose', () => renewals.stop());
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/billing',
    { ...route, schema: { ...common, response: { 200: billingOverviewSchema, ...errors } } },
    async (request) => billing.overview(await requireUser(request)),
  );

  app.post(
    '/api/v1/billing/checkout',
    {
      ...route,
      schema: { ...common, body: checkoutRequestSchema, response: { 201: checkoutSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await billing.createCheckout(await requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/billing/checkout/:id',
    { ...route, schema: { ...common, params: idParams, response: { 200: checkoutSchema, ...errors } } },
    async (request) => billing.getCheckout(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/billing/checkout/:id/confirm',
    { ...route, schema: { ...common, params: idParams, response: { 200: checkoutSchema, ...errors } } },
    async (request) => billing.confirm(await requireUser(request), request.params.id),
  );

  app.get(
    '/api/v1/billing/invoices/:id',
    { ...route, schema: { ...common, params: idParams, response: { 200: receiptSchema, ...errors } } },
    async (request) => billing.receipt(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/billing/cancel',
    { ...route, schema: { ...common, response: { 200: billingOverviewSchema, ...errors } } },
    async (request) => billing.cancel(await requireUser(request)),
  );

  app.post(
    '/api/v1/billing/resume',
    { ...route, schema: { ...common, response: { 200: billingOverviewSchema, ...errors } } },
    async (request) => billing.resume(await requireUser(request)),
  );

  app.post(
    '/api/v1/billing/refund',
    {
      ...route,
      schema: { ...common, body: refundRequestSchema, response: { 200: billingOverviewSchema, ...errors } },
    },
    async (request) => billing.refund(await requireUser(request), request.body.paymentId),
  );

  app.post(
    '/api/v1/billing/portal',
    { ...route, schema: { ...common, response: { 200: portalSchema, ...errors } } },
    async (request) => billing.portal(await requireUser(request)),
  );

  await app.register(stripeWebhookRoutes);
  await app.register(billingAdminRoutes);
}
