import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { checkouts, refunds } from '../../db/schema';
import { expectViolation } from '../../db/factories.test-support';
import { billingApi, tierOf } from './billing.test-support';
import { sendEvent, startStripeApp, subscriptionEvent, type StandIn } from './stripe-stand-in.test-support';

/**
 * One payable Stripe page per plan intent: twenty checkouts at once answer one Checkout Session;
 * when one completes the user's other open pages are expired at Stripe; a second subscription
 * paid anyway is cancelled and refunded at Stripe and recorded. Every call the provider makes
 * carries an idempotency key naming its operation, so a retried operation is the same request.
 */
describe('Stripe: one checkout per intent', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());

  const sessionOf = (checkout: { redirectUrl: string }) => checkout.redirectUrl.split('/').pop()!;
  const sessionCreates = () =>
    standIn.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
  const completed = (id: string, session: string, sub: string, customer: string) => ({
    id,
    type: 'checkout.session.completed',
    object: {
      id: session,
      object: 'checkout.session',
      customer,
      subscription: sub,
      invoice: `in_${sub}`,
      payment_intent: null,
      payment_status: 'paid',
    },
  });

  it('twenty checkouts at once for one plan give one open Checkout Session, answered to all', async () => {
    const me = await createSignedInUser(t, 'twenty');
    const api = billingApi(t, me.cookie);
    const before = sessionCreates().length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.checkout('Chronicler', 'monthly')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.json().id));
    const urls = new Set(answers.map((a) => a.json().redirectUrl));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    expect(sessionCreates().length).toBe(before + 1);
    const open = [...standIn.sessions.values()].filter((s) => s === 'open');
    expect(open.length).toBe(1);
    const pending = await t.database.db.select().from(checkouts).where(eq(checkouts.userId, me.user.id));
    expect(pending.length).toBe(1);
    // The session is asked to expire when the checkout does (Stripe keeps it payable for 24 hours otherwise).
    const body = decodeURIComponent(sessionCreates().at(-1)!.body);
    expect(body).toMatch(/expires_at=\d+/);
    // The database holds the same rule: a second open page for the plan is refused.
    const { id: _id, providerSessionId: _s, redirectUrl: _r, createdAt: _c, ...copy } = pending[0]!;
    await expectViolation(
      () => t.database.db.insert(checkouts).values({ ...copy, providerSessionId: 'cs_other' }),
      'checkouts_open_plan_page_key',
    );
  });

  it('when one page is paid the others are expired at Stripe; a second subscription paid anyway is cancelled, refunded and recorded', async () => {
    const me = await createSignedInUser(t, 'twopages');
    const api = billingApi(t, me.cookie);
    const a = (await api.checkout('Chronicler', 'monthly')).json();
    const b = (await api.checkout('Worldsmith', 'monthly')).json();
    const c = (await api.checkout('Master Weaver', 'yearly')).json();
    expect(new Set([sessionOf(a), sessionOf(b), sessionOf(c)]).size).toBe(3);

    // The customer pays A and, in another tab before anything expires, B.
    standIn.sessions.set(sessionOf(a), 'complete');
    standIn.sessions.set(sessionOf(b), 'complete');
    standIn.subscription('sub_pa', { price: 'price_Chronicler_monthly', customer: 'cus_pa' });
    standIn.subscription('sub_pb', { price: 'price_Worldsmith_monthly', customer: 'cus_pa' });
    expect((await sendEvent(t, completed('evt_pa', sessionOf(a), 'sub_pa', 'cus_pa'))).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    // C is expired at Stripe; B could not be (already paid) and stays open here until its event.
    expect(standIn.sessions.get(sessionOf(c))).toBe('expired');
    expect((await api.checkout('Master Weaver', 'yearly')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/billing/checkout/${c.id}`,
          headers: { cookie: me.cookie },
        })
      ).json().status,
    ).toBe('expired');

    // B's payment arrives; the first attempt fails at Stripe's refund endpoint, so Stripe retries the event.
    const firstTry = standIn.calls.length;
    standIn.failing.add('/v1/refunds');
    expect((await sendEvent(t, completed('evt_pb', sessionOf(b), 'sub_pb', 'cus_pa'))).statusCode).toBe(500);
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    standIn.failing.delete('/v1/refunds');
    const retry = standIn.calls.length;
    expect((await sendEvent(t, completed('evt_pb', sessionOf(b), 'sub_pb', 'cus_pa'))).statusCode).toBe(200);

    // The duplicate is cancelled and refunded at Stripe; the plan and its subscription stay A's.
    expect(standIn.subscriptions.get('sub_pb')!.status).toBe('canceled');
    const sent = standIn.calls.slice(retry);
    expect(sent.map((x) => `${x.method} ${x.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_pb',
      'GET /v1/invoices/in_sub_pb',
      'POST /v1/refunds',
    ]);
    expect(decodeURIComponent(sent[2]!.body)).toContain('payment_intent=pi_of_in_sub_pb');
    // The retry sent the same operations with the same keys as the failed attempt.
    const keysOf = (calls: typeof sent) => calls.map((x) => `${x.method} ${x.path} ${x.idempotencyKey}`);
    expect(new Set(keysOf(standIn.calls.slice(firstTry, retry)))).toEqual(new Set(keysOf(sent)));
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    const overview = (await api.overview()).json();
    expect(overview.subscription).toMatchObject({ plan: 'Chronicler', status: 'active' });
    expect(
      overview.invoices.map((i: { status: string; description: string }) => [i.description, i.status]).sort(),
    ).toEqual([
      ['Chronicler subscription, monthly', 'paid'],
      ['Worldsmith subscription, monthly (duplicate, refunded)', 'refunded'],
    ]);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.reason, 'duplicate subscription'));
    expect(refund).toMatchObject({ amountCents: b.amountDueNowCents });

    // Stripe then reports the duplicate ended: matched by subscription id, it changes nothing here.
    standIn.subscriptions.get('sub_pb')!.status = 'canceled';
    const ended = {
      id: 'evt_pb_deleted',
      type: 'customer.subscription.deleted',
      object: subscriptionEvent('sub_pb', 'cus_pa', 'price_Worldsmith_monthly', 'canceled'),
    };
    expect((await sendEvent(t, ended)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    // A replay of B's completion charges and refunds nothing more.
    const beforeReplay = standIn.calls.length;
    expect((await sendEvent(t, completed('evt_pb', sessionOf(b), 'sub_pb', 'cus_pa'))).statusCode).toBe(200);
    expect(standIn.calls.length).toBe(beforeReplay);
  });

  it('every Stripe call carries an idempotency key scoped to its operation', async () => {
    const me = await createSignedInUser(t, 'keys');
    const quote = (await billingApi(t, me.cookie).checkout('Worldsmith', 'yearly')).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/portal',
      headers: { cookie: me.cookie, origin: 'http://localhost:3000' },
    });
    const create = sessionCreates().at(-1)!;
    expect(create.idempotencyKey).toBe(`inkforge:checkout:${quote.id}:session`);
    expect(
      standIn.calls
        .filter((c) => c.path === '/v1/refunds')
        .every((c) => /^inkforge:refund:(pi|ch|in|cs)_\w+$/.test(c.idempotencyKey!)),
    ).toBe(true);
    expect(standIn.calls.find((c) => c.method === 'DELETE')!.idempotencyKey).toBe('inkforge:cancel:sub_pb');
    expect(standIn.calls.filter((c) => c.path.endsWith('/expire')).map((c) => c.idempotencyKey)).toEqual(
      standIn.calls
        .filter((c) => c.path.endsWith('/expire'))
        .map((c) => `inkforge:expire:${c.path.split('/')[4]}`),
    );
    // Every call of this file, reads included, named its operation; distinct operations never share a key.
    const missing = standIn.calls.filter((c) => !c.idempotencyKey?.startsWith('inkforge:'));
    expect(missing.map((c) => `${c.method} ${c.path} ${c.idempotencyKey}`)).toEqual([]);
    const byKey = new Map<string, Set<string>>();
    for (const c of standIn.calls)
      byKey.set(
        c.idempotencyKey!,
        (byKey.get(c.idempotencyKey!) ?? new Set()).add(`${c.method} ${c.path} ${c.body}`),
      );
    expect([...byKey].filter(([, requests]) => requests.size > 1)).toEqual([]);
  });
});
