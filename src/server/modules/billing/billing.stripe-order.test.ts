import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { billingApi, tierOf } from './billing.test-support';
import { sendEvent, startStripeApp, subscriptionEvent, type StandIn } from './stripe-stand-in.test-support';

/**
 * Stripe does not promise the order of its events, and retries arrive late: a subscription event
 * is only a sign that the subscription changed, and what applies is the subscription as Stripe
 * holds it when the event is handled. Events reach the real webhook route signed with the stripe
 * package's test-header helper; the stand-in holds what Stripe would answer.
 */
describe('Stripe subscription events: order and matching', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());
  const T0 = Math.floor(Date.now() / 1000);

  /** A signed-in user who paid `plan` monthly through a Checkout Session: subscription `sub` of customer `customer`. */
  async function subscriber(prefix: string, plan: string, sub: string, customer: string) {
    const me = await createSignedInUser(t, prefix);
    const quote = (await billingApi(t, me.cookie).checkout(plan, 'monthly')).json();
    const price = `price_${plan.replace(/ /g, '')}_monthly`;
    standIn.subscription(sub, { price, customer });
    const object = {
      id: quote.redirectUrl.split('/').pop(),
      object: 'checkout.session',
      customer,
      subscription: sub,
      invoice: `in_${sub}`,
      payment_intent: null,
      payment_status: 'paid',
    };
    expect(
      (await sendEvent(t, { id: `evt_${sub}_paid`, type: 'checkout.session.completed', object, created: T0 }))
        .statusCode,
    ).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe(plan);
    return me;
  }

  it('an older customer.subscription.updated after a newer one does not regress the tier', async () => {
    const me = await subscriber('order', 'Chronicler', 'sub_o1', 'cus_o1');
    // Two changes at Stripe: Worldsmith, then Master Weaver. Their events arrive newest first.
    standIn.subscription('sub_o1', { price: 'price_MasterWeaver_monthly', customer: 'cus_o1' });
    const newer = {
      id: 'evt_o1_newer',
      type: 'customer.subscription.updated',
      created: T0 + 20,
      object: subscriptionEvent('sub_o1', 'cus_o1', 'price_MasterWeaver_monthly'),
    };
    const older = {
      id: 'evt_o1_older',
      type: 'customer.subscription.updated',
      created: T0 + 10,
      object: subscriptionEvent('sub_o1', 'cus_o1', 'price_Worldsmith_monthly'),
    };
    expect((await sendEvent(t, newer)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Master Weaver');
    expect((await sendEvent(t, older)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Master Weaver');
    expect((await billingApi(t, me.cookie).overview()).json().subscription).toMatchObject({
      plan: 'Master Weaver',
      status: 'active',
    });
  });

  it('a late customer.subscription.updated after deleted does not restore a cancelled plan', async () => {
    const me = await subscriber('late', 'Master Weaver', 'sub_l1', 'cus_l1');
    standIn.subscription('sub_l1', {
      price: 'price_MasterWeaver_monthly',
      customer: 'cus_l1',
      status: 'canceled',
    });
    const deleted = {
      id: 'evt_l1_deleted',
      type: 'customer.subscription.deleted',
      created: T0 + 30,
      object: subscriptionEvent('sub_l1', 'cus_l1', 'price_MasterWeaver_monthly', 'canceled'),
    };
    expect((await sendEvent(t, deleted)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Free');
    // A retry of an update from before the cancellation.
    const late = {
      id: 'evt_l1_late',
      type: 'customer.subscription.updated',
      created: T0 + 25,
      object: subscriptionEvent('sub_l1', 'cus_l1', 'price_MasterWeaver_monthly'),
    };
    expect((await sendEvent(t, late)).statusCode).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Free');
    expect((await billingApi(t, me.cookie).overview()).json().subscription.status).toBe('canceled');
  });

  it('events of another subscription of the same customer leave the current plan alone', async () => {
    const me = await subscriber('cross', 'Worldsmith', 'sub_c1', 'cus_c1');
    // An older subscription of the same customer, ended at Stripe long ago.
    standIn.subscription('sub_c0', {
      price: 'price_Chronicler_monthly',
      customer: 'cus_c1',
      status: 'canceled',
    });
    const other = (id: string, type: string, status: string) => ({
      id,
      type,
      object: subscriptionEvent('sub_c0', 'cus_c1', 'price_Chronicler_monthly', status),
    });
    expect(
      (await sendEvent(t, other('evt_c0_deleted', 'customer.subscription.deleted', 'canceled'))).statusCode,
    ).toBe(200);
    expect(
      (await sendEvent(t, other('evt_c0_updated', 'customer.subscription.updated', 'active'))).statusCode,
    ).toBe(200);
    const failed = {
      id: 'in_c0',
      object: 'invoice',
      customer: 'cus_c1',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_c0' } },
    };
    expect(
      (await sendEvent(t, { id: 'evt_c0_failed', type: 'invoice.payment_failed', object: failed }))
        .statusCode,
    ).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');
    expect((await billingApi(t, me.cookie).overview()).json().subscription).toMatchObject({
      plan: 'Worldsmith',
      status: 'active',
    });

    // The customer's own subscription's events still apply.
    const own = {
      ...failed,
      id: 'in_c1',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_c1' } },
    };
    expect(
      (await sendEvent(t, { id: 'evt_c1_failed', type: 'invoice.payment_failed', object: own })).statusCode,
    ).toBe(200);
    expect((await billingApi(t, me.cookie).overview()).json().subscription.status).toBe('past_due');
    standIn.subscription('sub_c1', {
      price: 'price_Worldsmith_monthly',
      customer: 'cus_c1',
      status: 'canceled',
    });
    expect(
      (
        await sendEvent(t, {
          id: 'evt_c1_deleted',
          type: 'customer.subscription.deleted',
          object: subscriptionEvent('sub_c1', 'cus_c1', 'price_Worldsmith_monthly', 'canceled'),
        })
      ).statusCode,
    ).toBe(200);
    expect(await tierOf(t, me.user.id)).toBe('Free');
  });
});
