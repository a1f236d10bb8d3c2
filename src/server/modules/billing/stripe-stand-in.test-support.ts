import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { paidPlanKeys, priceKey } from '../../billing/stripe-config';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A small stand-in for the Stripe HTTP API on loopback: the one test double of the billing tests
 * (Stripe is a paid outside service the tests cannot reach). It answers the calls the provider
 * makes with minimal objects, keeps the state the tests look at (subscriptions, Checkout Sessions)
 * and records every call with its Idempotency-Key; webhooks are signed with the package's own
 * test-header helper, so the app verifies them exactly as it would Stripe's.
 */
export const WEBHOOK_SECRET = 'whsec_test_inkforge';
export type StandInSubscription = {
  price: string;
  status?: string;
  customer?: string;
  cancelAtPeriodEnd?: boolean;
  periodStart?: number;
};
export type StandIn = {
  url: string;
  calls: { method: string; path: string; body: string; idempotencyKey: string | null }[];
  /** Subscriptions as Stripe holds them now (a retrieve of any other is 404); a cancel sets 'canceled'. */
  subscriptions: Map<string, StandInSubscription>;
  /** Checkout Sessions by id: 'open' until expired, or until `complete` (the customer paid). */
  sessions: Map<string, 'open' | 'complete' | 'expired'>;
  /** Customer balances in cents as Stripe keeps them (negative is credit); 0 when unset. */
  customerBalances: Map<string, number>;
  /** Paths that answer 500 while listed (Stripe down). */
  failing: Set<string>;
  /** Sets what Stripe holds for a subscription. */
  subscription(id: string, value: StandInSubscription): void;
  close(): Promise<void>;
};
const PERIOD_START = 1_790_000_000;
const PERIOD_LENGTH = 30 * 86_400;

export async function startStripeStandIn(): Promise<StandIn> {
  const calls: StandIn['calls'] = [];
  const subscriptions: StandIn['subscriptions'] = new Map();
  const sessions: StandIn['sessions'] = new Map();
  const failing = new Set<string>();
  const customerBalances: StandIn['customerBalances'] = new Map();
  /** subscription id -> the schedule attached to it (created from it, not yet released). */
  const schedules = new Map<string, string>();
  let n = 0;
  const subscriptionObject = (id: string, s: StandInSubscription) => {
    const start = s.periodStart ?? PERIOD_START;
    const items = {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          price: { id: s.price },
          current_period_start: start,
          current_period_end: start + PERIOD_LENGTH,
        },
      ],
    };
    return {
      id,
      object: 'subscription',
      customer: s.customer ?? `cus_${id}`,
      status: s.status ?? 'active',
      cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
      items,
      schedule: schedules.get(id) ?? null,
    };
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'];
      calls.push({
        method: req.method ?? '',
        path,
        body,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      n += 1;
      const reply = (status: number, object: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(object));
      };
      if (failing.has(path)) return reply(500, { error: { type: 'api_error', message: 'stand-in failing' } });
      const invalid = (message: string) => reply(400, { error: { type: 'invalid_request_error', message } });
      const [, , resource, id, action] = path.split('/');
      if (path === '/v1/checkout/sessions') {
        sessions.set(`cs_test_${n}`, 'open');
        return reply(200, {
          id: `cs_test_${n}`,
          object: 'checkout.session',
          status: 'open',
          url: `https://checkout.stripe.test/c/cs_test_${n}`,
        });
      }
      if (resource === 'checkout' && path.startsWith('/v1/checkout/sessions/')) {
        const sessionId = path.split('/')[4]!;
        const status = sessions.get(sessionId);
        if (!status)
          return reply(404, { error: { type: 'invalid_request_error', message: `no session ${sessionId}` } });
        if (path.endsWith('/expire')) {
          if (status !== 'open')
            return invalid(
              `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${status}".`,
            );
          sessions.set(sessionId, 'expired');
        }
        return reply(200, { id: sessionId, object: 'checkout.session', status: sessions.get(sessionId) });
      }
      if (path === '/v1/billing_portal/sessions')
        return reply(200, {
          id: `bps_${n}`,
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
        });
      if (path === '/v1/refunds') return reply(200, { id: `re_${n}`, object: 'refund' });
      if (resource === 'customers' && action === 'balance_transactions') {
        const amount = Number(new URLSearchParams(body).get('amount') ?? 0);
        customerBalances.set(id!, (customerBalances.get(id!) ?? 0) + amount);
        return reply(200, { id: `cbtxn_${n}`, object: 'customer_balance_transaction', amount });
      }
      if (resource === 'customers')
        return reply(200, { id, object: 'customer', balance: customerBalances.get(id!) ?? 0 });
      if (resource === 'invoices' && req.method === 'GET') {
        const payments = {
          object: 'list',
          data: [
            {
              id: `inpay_${id}`,
              object: 'invoice_payment',
              payment: { type: 'payment_intent', payment_intent: `pi_of_${id}` },
            },
          ],
        };
        return reply(200, { id, object: 'invoice', payments });
      }
      if (resource === 'subscriptions') {
        const sub = subscriptions.get(id ?? '');
        if (!sub)
          return reply(404, { error: { type: 'invalid_request_error', message: `no subscription ${id}` } });
        if (req.method === 'DELETE') sub.status = 'canceled';
        else if (req.method === 'POST') {
          const cancel = new URLSearchParams(body).get('cancel_at_period_end');
          if (cancel !== null) sub.cancelAtPeriodEnd = cancel === 'true';
        }
        return reply(200, subscriptionObject(id!, sub));
      }
      if (path === '/v1/subscription_schedules') {
        const from = new URLSearchParams(body).get('from_subscription') ?? '';
        schedules.set(from, `sub_sched_${n}`);
        return reply(200, { id: `sub_sched_${n}`, object: 'subscription_schedule' });
      }
      if (resource === 'subscription_schedules') {
        if (action === 'release')
          for (const [sub, scheduleId] of schedules) if (scheduleId === id) schedules.delete(sub);
        return reply(200, { id, object: 'subscription_schedule' });
      }
      reply(404, { error: { type: 'invalid_request_error', message: `no stand-in for ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    sessions,
    failing,
    customerBalances,
    subscription: (id, value) => void subscriptions.set(id, { ...value }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment that turns Stripe on against the stand-in. */
export function stripeEnv(standIn: StandIn): Record<string, string> {
  const prices = Object.fromEntries(
    paidPlanKeys().map((k) => [
      priceKey(k.plan, k.interval),
      `price_${k.plan.replace(/ /g, '')}_${k.interval}`,
    ]),
  );
  return {
    STRIPE_SECRET_KEY: 'sk_test_inkforge',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICES: JSON.stringify(prices),
    STRIPE_API_BASE: standIn.url,
  };
}

/** A test app with Stripe on against a fresh stand-in; `close` stops both. */
export async function startStripeApp(): Promise<{ t: TestApp; standIn: StandIn; close(): Promise<void> }> {
  const standIn = await startStripeStandIn();
  const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...stripeEnv(standIn) });
  return { t, standIn, close: async () => (await t.close(), await standIn.close()) };
}

const signer = new Stripe('sk_test_inkforge');

/** Posts an event to the webhook as Stripe would, signed with `secret`; `created` in Unix seconds. */
export function sendEvent(
  t: TestApp,
  event: { id: string; type: string; object: object; created?: number },
  secret = WEBHOOK_SECRET,
) {
  const created = event.created ?? Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created,
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** A subscription object as a webhook carries it. */
export function subscriptionEvent(
  id: string,
  customer: string,
  price: string,
  status = 'active',
  start = Math.floor(Date.now() / 1000),
) {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    items: {
      data: [
        { price: { id: price }, current_period_start: start, current_period_end: start + PERIOD_LENGTH },
      ],
    },
  };
}
