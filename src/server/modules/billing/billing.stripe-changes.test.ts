import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { users } from '../../db/schema';
import { billingApi, tierOf } from './billing.test-support';
import { sendEvent, startStripeApp, type StandIn } from './stripe-stand-in.test-support';

/**
 * What reaches Stripe when a Stripe subscriber changes plan at the period end, undoes it, cancels,
 * or deletes the account: the loopback stand-in records every call the provider makes.
 */
describe('Stripe: scheduled changes and account deletion', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());

  const now = () => Math.floor(Date.now() / 1000);
  const subscription = (id: string, customer: string, price: string, start = now()) => ({
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    items: {
      data: [{ price: { id: price }, current_period_start: start, current_period_end: start + 30 * 86400 }],
    },
  });

  /** A signed-in user who paid for `plan` monthly through a Stripe Checkout Session. */
  async function stripeSubscriber(prefix: string, plan: string, sub: string) {
    const me = await createSignedInUser(t, prefix);
    const api = billingApi(t, me.cookie);
    const quote = (await api.checkout(plan, 'monthly')).json();
    const object = {
      id: quote.redirectUrl.split('/').pop(),
      object: 'checkout.session',
      customer: `cus_${sub}`,
      subscription: sub,
      invoice: `in_${sub}`,
      payment_intent: null,
      payment_status: 'paid',
    };
    expect(
      (await sendEvent(t, { id: `evt_${sub}_paid`, type: 'checkout.session.completed', object })).statusCode,
    ).toBe(200);
    standIn.subscription(sub, { price: `price_${plan.replace(/ /g, '')}_monthly`, customer: `cus_${sub}` });
    expect(await tierOf(t, me.user.id)).toBe(plan);
    return { me, api };
  }
  const callsSince = (from: number) =>
    standIn.calls.slice(from).map((c) => ({ ...c, body: decodeURIComponent(c.body) }));

  it('a downgrade is scheduled at Stripe for the period end, undone there by Resume, and applied when Stripe switches', async () => {
    const { me, api } = await stripeSubscriber('sched', 'Worldsmith', 'sub_w');
    const from = standIn.calls.length;
    const quote = (await api.checkout('Chronicler', 'monthly')).json();
    expect(quote).toMatchObject({ amountDueNowCents: 0, redirectUrl: null });
    expect((await api.confirm(quote.id)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');
    expect((await api.overview()).json().subscription.scheduledChange).toMatchObject({
      plan: 'Chronicler',
      interval: 'monthly',
    });

    const sent = callsSince(from);
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_w',
      'POST /v1/subscription_schedules',
      expect.stringMatching(/^POST \/v1\/subscription_schedules\/sub_sched_\d+$/),
    ]);
    expect(sent[1]!.body).toBe('from_subscription=sub_w');
    const update = sent[2]!.body;
    for (const part of [
      'end_behavior=release',
      'proration_behavior=none',
      'phases[0][items][0][price]=price_Worldsmith_monthly',
      'phases[0][end_date]=',
      'phases[1][items][0][price]=price_Chronicler_monthly',
      'phases[1][duration][interval]=month',
    ])
      expect(update).toContain(part);

    // Resume releases the schedule at Stripe: the subscription renews as Worldsmith.
    const beforeResume = standIn.calls.length;
    expect((await api.resume()).statusCode).toBe(200);
    expect(callsSince(beforeResume).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_w',
      expect.stringMatching(/^POST \/v1\/subscription_schedules\/sub_sched_\d+\/release$/),
    ]);
    expect((await api.overview()).json().subscription.scheduledChange).toBeNull();

    // Scheduled again, then Stripe reaches the period end and bills Chronicler: the tier follows.
    await api.buy('Chronicler', 'monthly');
    standIn.subscription('sub_w', {
      price: 'price_Chronicler_monthly',
      customer: 'cus_sub_w',
      periodStart: now() + 30 * 86400,
    });
    await sendEvent(t, {
      id: 'evt_sub_w_switched',
      type: 'customer.subscription.updated',
      object: subscription('sub_w', 'cus_sub_w', 'price_Chronicler_monthly', now() + 30 * 86400),
    });
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    expect((await api.overview()).json().subscription).toMatchObject({
      plan: 'Chronicler',
      scheduledChange: null,
    });
  });

  it('an upgrade still goes through the portal; cancelling a scheduled change releases it before cancelling at period end', async () => {
    const { api } = await stripeSubscriber('cancelsched', 'Worldsmith', 'sub_c');
    expect((await api.checkout('Master Weaver', 'monthly')).statusCode).toBe(400);
    await api.buy('Chronicler', 'monthly');
    const from = standIn.calls.length;
    expect((await api.cancel()).statusCode).toBe(200);
    const sent = callsSince(from);
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_c',
      expect.stringMatching(/\/release$/),
      'POST /v1/subscriptions/sub_c',
    ]);
    expect(sent[2]!.body).toBe('cancel_at_period_end=true');
    // One operation, its steps named; a second cancel after a resume is another operation.
    const keys = sent.map((c) => c.idempotencyKey!);
    expect(keys).toEqual([
      expect.stringMatching(/^inkforge:cancel:[0-9a-f-]{36}:\d+:read$/),
      keys[0]!.replace(/read$/, 'release'),
      keys[0]!.replace(/read$/, 'cancel-at-period-end'),
    ]);
    expect((await api.resume()).statusCode).toBe(200);
    const again = standIn.calls.length;
    expect((await api.cancel()).statusCode).toBe(200);
    const second = callsSince(again).map((c) => c.idempotencyKey!);
    expect(second).toEqual([expect.stringMatching(/^inkforge:cancel:.*:cancel-at-period-end$/)]);
    expect(second[0]).not.toBe(keys[2]);
  });

  it("deleting a Stripe subscriber's account cancels the subscription at Stripe at once; a free account calls nothing", async () => {
    const { me } = await stripeSubscriber('leaver', 'Chronicler', 'sub_d');
    const remove = (who: { cookie: string; password: string; user: { username: string } }) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/me',
        headers: { cookie: who.cookie, origin: 'http://localhost:3000' },
        payload: { confirmUsername: who.user.username, currentPassword: who.password },
      });
    const from = standIn.calls.length;
    expect((await remove(me)).statusCode).toBe(200);
    expect(callsSince(from).map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /v1/subscriptions/sub_d']);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);

    const free = await createSignedInUser(t, 'freeleaver');
    const before = standIn.calls.length;
    expect((await remove(free)).statusCode).toBe(200);
    expect(standIn.calls.length).toBe(before);
  });
});
