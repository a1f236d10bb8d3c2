import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';
import { sendEvent, startStripeApp, type StandIn } from '../billing/stripe-stand-in.test-support';
import { countOf, creatorWithStory, sendAs } from './tips.test-support';

/** Tips through Stripe (a loopback stand-in of its API, webhooks signed as Stripe's). */
describe('tips through Stripe', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());

  it('answers one payment page per key, and only the signed webhook pays the tip, once', async () => {
    const creator = await creatorWithStory(t, 'stripecreator');
    const sender = await createSignedInUser(t, 'stripetipper');
    const body = { amountCents: 1200, idempotencyKey: 'stripe-tip-0001' };
    const url = `/api/v1/users/${creator.user.username}/tips`;
    const sessionsBefore = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
    const first = await sendAs(t, 'POST', url, sender.cookie, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    const again = await sendAs(t, 'POST', url, sender.cookie, body);
    expect(again.json()).toEqual(first.json());
    const sessions = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(sessions.length).toBe(sessionsBefore + 1);
    expect(decodeURIComponent(sessions.at(-1)!.body)).toContain('[unit_amount]=1200');
    const paid = () =>
      countOf(
        t,
        sql`select count(*)::int as n from tips where tipper_id = ${sender.user.id} and status = 'paid'`,
      );
    expect(await paid()).toBe(0);

    const completed = {
      id: 'evt_tip_completed',
      type: 'checkout.session.completed',
      object: {
        id: first.json().redirectUrl.split('/').pop(),
        object: 'checkout.session',
        customer: 'cus_tip',
        subscription: null,
        invoice: null,
        payment_intent: 'pi_tip_1',
        payment_status: 'paid',
      },
    };
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect((await sendEvent(t, { ...completed, id: 'evt_tip_completed_again' })).statusCode).toBe(200);
    expect(await paid()).toBe(1);
    expect(
      await countOf(t, sql`select count(*)::int as n from payments where user_id = ${sender.user.id}`),
    ).toBe(1);
    const earnings = await sendAs(t, 'GET', '/api/v1/me/tips/earnings', creator.cookie);
    expect(earnings.json()).toMatchObject({ totalCents: 1200, recent: [{ from: sender.user.username }] });
    // The paid tip answers as paid, without its page.
    const after = await sendAs(t, 'POST', url, sender.cookie, body);
    expect(after.json()).toEqual({ ...first.json(), status: 'paid', redirectUrl: undefined });
  });
});
