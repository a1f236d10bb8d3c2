import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { paidPlanKeys, priceKey } from '../../billing/stripe-config';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A small stand-in for the Stripe HTTP API on loopback: the one test double of the billing tests
 * (Stripe is a paid outside service the tests cannot reach). It answers the calls the provider
 * makes with minimal objects and records them; webhooks are signed with the package's own
 * test-header helper, so the app verifies them exactly as it would Stripe's.
 */
export const WEBHOOK_SECRET = 'whsec_test_inkforge';
export type StandIn = {
  url: string;
  calls: { method: string; path: string; body: string }[];
  /** The price of each subscription the stand-in answers for (a retrieve of any other is 404). */
  prices: Map<string, string>;
  close(): Promise<void>;
};
const PERIOD_START = 1_790_000_000;
const PERIOD_END = PERIOD_START + 30 * 86_400;

export async function startStripeStandIn(): Promise<StandIn> {
  const calls: StandIn['calls'] = [];
  const prices = new Map<string, string>();
  /** subscription id -> the schedule attached to it (created from it, not yet released). */
  const schedules = new Map<string, string>();
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({ method: req.method ?? '', path, body });
      n += 1;
      const reply = (status: number, object: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(object));
      };
      if (path === '/v1/checkout/sessions') return reply(200, { id: `cs_test_${n}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/cs_test_${n}` });
      if (path === '/v1/billing_portal/sessions') return reply(200, { id: `bps_${n}`, object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session' });
      if (path === '/v1/refunds') return reply(200, { id: `re_${n}`, object: 'refund' });
      const subscriptionId = path.split('/')[3] ?? '';
      if (req.method === 'GET' && path.startsWith('/v1/subscriptions/')) {
        const price = prices.get(subscriptionId);
        if (!price) return reply(404, { error: { type: 'invalid_request_error', message: `no subscription ${subscriptionId}` } });
        const items = { object: 'list', data: [{ id: `si_${n}`, price: { id: price }, current_period_start: PERIOD_START, current_period_end: PERIOD_END }] };
        return reply(200, { id: subscriptionId, object: 'subscription', items, schedule: schedules.get(subscriptionId) ?? null });
      }
      if (path === '/v1/subscription_schedules') {
        const from = new URLSearchParams(body).get('from_subscription') ?? '';
        schedules.set(from, `sub_sched_${n}`);
        return reply(200, { id: `sub_sched_${n}`, object: 'subscription_schedule' });
      }
      if (path.startsWith('/v1/subscription_schedules/')) {
        const scheduleId = path.split('/')[3];
        if (path.endsWith('/release')) for (const [sub, id] of schedules) if (id === scheduleId) schedules.delete(sub);
        return reply(200, { id: scheduleId, object: 'subscription_schedule' });
      }
      if (path.startsWith('/v1/subscriptions/')) return reply(200, { id: path.split('/')[3], object: 'subscription' });
      reply(404, { error: { type: 'invalid_request_error', message: `no stand-in for ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, prices, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The environment that turns Stripe on against the stand-in. */
export function stripeEnv(standIn: StandIn): Record<string, string> {
  const prices = Object.fromEntries(paidPlanKeys().map((k) => [priceKey(k.plan, k.interval), `price_${k.plan.replace(/ /g, '')}_${k.interval}`]));
  return { STRIPE_SECRET_KEY: 'sk_test_inkforge', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICES: JSON.stringify(prices), STRIPE_API_BASE: standIn.url };
}

/** A test app with Stripe on against a fresh stand-in; `close` stops both. */
export async function startStripeApp(): Promise<{ t: TestApp; standIn: StandIn; close(): Promise<void> }> {
  const standIn = await startStripeStandIn();
  const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...stripeEnv(standIn) });
  return { t, standIn, close: async () => (await t.close(), await standIn.close()) };
}

const signer = new Stripe('sk_test_inkforge');

/** Posts an event to the webhook as Stripe would, signed with `secret`. */
export function sendEvent(t: TestApp, event: { id: string; type: string; object: object }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object: event.object } });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({ method: 'POST', url: '/api/v1/billing/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}
