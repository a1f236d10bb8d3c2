import { z } from 'zod';
import type Stripe from 'stripe';
import type { AppInstance } from '../../app-types';
import { AppError, badRequest, notFound } from '../../errors';
import { errorBody } from '../../http/route-kit';
import { createStripeEventHandler } from './stripe-events';

/**
 * POST /api/v1/billing/webhook/stripe: Stripe's signed events. The body is kept raw (a JSON
 * parser scoped to this plugin), because the signature covers the exact bytes. A bad or missing
 * signature is 400 and changes nothing; a replayed event id is a 200 no-op. No session and no
 * Origin are involved, so the CSRF check (which passes requests without Origin) never blocks it.
 * On the local provider the route answers 404.
 */
export async function stripeWebhookRoutes(app: AppInstance) {
  const { stripe, goods } = app.ctx.payments;
  const handle = stripe && createStripeEventHandler(app.ctx.database.db, stripe, goods, app.log);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/v1/billing/webhook/stripe',
    {
      schema: {
        tags: ['billing'],
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      if (!stripe || !handle) throw notFound('Not found');
      const signature = request.headers['stripe-signature'];
      const raw = request.body;
      if (!signature || !Buffer.isBuffer(raw)) throw badRequest('Missing Stripe signature');
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(raw, signature, stripe.webhookSecret);
      } catch {
        throw new AppError(400, 'BAD_SIGNATURE', 'Stripe signature verification failed');
      }
      const outcome = await handle(event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const };
    },
  );
}
