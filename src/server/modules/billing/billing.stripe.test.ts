import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { billingApi, billingCounts, tierOf } from './billing.test-support';
import { sendEvent, startStripeApp, type StandIn } from './stripe-stand-in.test-support';

/** The Stripe path against a loopback stand-in of its API, with webhooks signed by the stripe package. */
describe('billing through Stripe', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());

  const subscription = (
    id: string,
    customer: string,
    status = 'active',
    price = 'price_Chronicler_monthly',
  ) => ({
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    items: {
      data: [
        {
          price: { id: price },
          current_period_start: Math.floor(Date.now() / 1000),
          current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
        },
      ],
    },
  });

  it('changes the tier only from signed events: the session completes it, a replay or a forged event changes nothing', async () => {
    const me = await createSignedInUser(t, 'stripey');
    const api = billingApi(t, me.cookie);
    const quote = (await api.checkout('Chronicler', 'monthly')).json();
    expect(quote).toMatchObject({
      provider: 'stripe',
      amountDueNowCents: 999,
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    const sent = standIn.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(decodeURIComponent(sent.body)).toContain('mode=subscription');
    expect(decodeURIComponent(sent.body)).toContain('line_items[0][price]=price_Chronicler_monthly');
    // The browser coming back is not proof of payment.
    expect((await api.confirm(quote.id)).statusCode).toBe(400);
    expect(await tierOf(t, me.user.id)).toBe('Free');

    const sessionId = quote.redirectUrl.split('/').pop();
    const completed = {
      id: 'evt_completed_1',
      type: 'checkout.session.completed',
      object: {
        id: sessionId,
        object: 'checkout.session',
        customer: 'cus_1',
        subscription: 'sub_1',
        invoice: 'in_1',
        payment_intent: null,
        payment_status: 'paid',
      },
    };
    standIn.subscription('sub_1', { price: 'price_Chronicler_monthly', customer: 'cus_1' });
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    const once = await billingCounts(t, me.user.id);
    expect(once).toEqual({ invoices: 1, payments: 1, tierChanges: 1 });
    // The same event again: nothing changes.
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect(await billingCounts(t, me.user.id)).toEqual(once);

    // A bad signature is refused and changes nothing.
    const forged = await sendEvent(
      t,
      {
        id: 'evt_forged',
        type: 'customer.subscription.deleted',
        object: subscription('sub_1', 'cus_1', 'canceled'),
      },
      'whsec_not_ours',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');

    // A failed renewal marks the subscription past due and shows the banner.
    expect(
      (
        await sendEvent(t, {
          id: 'evt_failed_1',
          type: 'invoice.payment_failed',
          object: {
            id: 'in_2',
            object: 'invoice',
            customer: 'cus_1',
            parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
          },
        })
      ).statusCode,
    ).toBe(200);
    const pastDue = (await api.overview()).json();
    expect(pastDue.subscription.status).toBe('past_due');
    expect(pastDue.banner).toMatchObject({
      kind: 'past_due',
      message: 'Your last payment failed. Update your payment method to keep your plan.',
    });
    // Seven days of grace from now.
    expect(Math.abs(Date.parse(pastDue.banner.graceEndsAt) - Date.now() - 7 * 86_400_000)).toBeLessThan(
      60_000,
    );
    expect(pastDue.tier).toBe('Chronicler');

    // A plan change of a live Stripe subscription goes through Stripe's portal, never a second session.
    const second = await api.checkout('Worldsmith', 'monthly');
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toMatch(/Stripe customer portal/);

    // The portal is Stripe's.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/billing/portal',
          headers: { cookie: me.cookie, origin: 'http://localhost:3000' },
        })
      ).json(),
    ).toEqual({ url: 'https://billing.stripe.test/p/session' });

    // The subscription ends at Stripe: back to Free.
    standIn.subscription('sub_1', {
      price: 'price_Chronicler_monthly',
      customer: 'cus_1',
      status: 'canceled',
    });
    expect(
      (
        await sendEvent(t, {
          id: 'evt_deleted_1',
          type: 'customer.subscription.deleted',
          object: subscription('sub_1', 'cus_1', 'canceled'),
        })
      ).statusCode,
    ).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Free');
    expect((await api.overview()).json().subscription.status).toBe('canceled');
  });

  it('ignores events for customers it does not know (200, nothing written)', async () => {
    const me = await createSignedInUser(t, 'bystander');
    const res = await sendEvent(t, {
      id: 'evt_unknown_1',
      type: 'customer.subscription.updated',
      object: subscription('sub_zzz', 'cus_zzz', 'active', 'price_MasterWeaver_yearly'),
    });
    expect(res.statusCode).toBe(200);
    expect(await billingCounts(t, me.user.id)).toEqual({ invoices: 0, payments: 0, tierChanges: 0 });
  });

  it('applies a plan change Stripe reports (customer.subscription.updated) and a refund made at Stripe', async () => {
    const me = await createSignedInUser(t, 'changer');
    const api = billingApi(t, me.cookie);
    const quote = (await api.checkout('Story Connoisseur', 'yearly')).json();
    const sessionId = quote.redirectUrl.split('/').pop();
    await sendEvent(t, {
      id: 'evt_c2',
      type: 'checkout.session.completed',
      object: {
        id: sessionId,
        object: 'checkout.session',
        customer: 'cus_2',
        subscription: 'sub_2',
        invoice: 'in_9',
        payment_intent: 'pi_2',
        payment_status: 'paid',
      },
    });
    expect(await tierOf(t, me.user.id)).toBe('Story Connoisseur');
    standIn.subscription('sub_2', { price: 'price_PatronoftheArts_yearly', customer: 'cus_2' });
    await sendEvent(t, {
      id: 'evt_u2',
      type: 'customer.subscription.updated',
      object: subscription('sub_2', 'cus_2', 'active', 'price_PatronoftheArts_yearly'),
    });
    expect(await tierOf(t, me.user.id)).toBe('Patron of the Arts');
    await sendEvent(t, {
      id: 'evt_r2',
      type: 'charge.refunded',
      object: { id: 'ch_2', object: 'charge', payment_intent: 'pi_2' },
    });
    expect(await tierOf(t, me.user.id)).toBe('Audience Member');
    expect((await api.overview()).json().invoices[0].status).toBe('refunded');
  });
});
