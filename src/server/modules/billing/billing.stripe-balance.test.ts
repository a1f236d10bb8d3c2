import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { billingApi, tierOf } from './billing.test-support';
import { sendEvent, startStripeApp, subscriptionEvent, type StandIn } from './stripe-stand-in.test-support';

/**
 * On Stripe the account balance is Stripe's customer balance: Stripe prorates a change made in
 * its portal and keeps the credit beyond the invoice; the app shows that balance and a refund of
 * an earlier payment returns only what of it is left, taking it out of Stripe's balance too.
 */
describe('account balance through Stripe', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());

  async function chroniclerYearly(name: string, n: number) {
    const me = await createSignedInUser(t, name);
    const api = billingApi(t, me.cookie);
    const quote = (await api.checkout('Chronicler', 'yearly')).json();
    standIn.subscription(`sub_bal${n}`, { price: 'price_Chronicler_yearly', customer: `cus_bal${n}` });
    const session = quote.redirectUrl.split('/').pop();
    await sendEvent(t, {
      id: `evt_bal_done${n}`,
      type: 'checkout.session.completed',
      object: {
        id: session,
        object: 'checkout.session',
        customer: `cus_bal${n}`,
        subscription: `sub_bal${n}`,
        invoice: `in_bal${n}`,
        payment_intent: null,
        payment_status: 'paid',
      },
    });
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    return { me, api };
  }

  /** The customer moves to Worldsmith monthly in Stripe's portal; Stripe keeps `creditCents` of proration credit. */
  async function upgradeAtStripe(n: number, creditCents: number) {
    standIn.subscription(`sub_bal${n}`, { price: 'price_Worldsmith_monthly', customer: `cus_bal${n}` });
    standIn.customerBalances.set(`cus_bal${n}`, -creditCents);
    const event = subscriptionEvent(`sub_bal${n}`, `cus_bal${n}`, 'price_Worldsmith_monthly');
    expect(
      (await sendEvent(t, { id: `evt_bal_up${n}`, type: 'customer.subscription.updated', object: event }))
        .statusCode,
    ).toBe(200);
  }

  it('shows the credit Stripe kept after its proration, and follows customer.updated', async () => {
    const { me, api } = await chroniclerYearly('stripebal', 1);
    await upgradeAtStripe(1, 7613);
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');
    expect((await api.overview()).json().balanceCents).toBe(7613);
    // Stripe used part of it on an invoice: the customer's balance changed there.
    standIn.customerBalances.set('cus_bal1', -5614);
    await sendEvent(t, {
      id: 'evt_bal_cust1',
      type: 'customer.updated',
      object: { id: 'cus_bal1', object: 'customer', balance: -5614 },
    });
    expect((await api.overview()).json().balanceCents).toBe(5614);

    // The subscription ends at Stripe; a new plan's page is Stripe's, which applies the balance
    // itself: the quote does not take it a second time (nor answer a page-less $0 checkout).
    standIn.subscription('sub_bal1', {
      price: 'price_Worldsmith_monthly',
      customer: 'cus_bal1',
      status: 'canceled',
    });
    const ended = subscriptionEvent('sub_bal1', 'cus_bal1', 'price_Worldsmith_monthly', 'canceled');
    await sendEvent(t, { id: 'evt_bal_end1', type: 'customer.subscription.deleted', object: ended });
    expect(await tierOf(t, me.user.id)).toBe('Free');
    const next = await api.checkout('Chronicler', 'monthly');
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({
      amountDueNowCents: 999,
      balanceAppliedCents: 0,
      redirectUrl: expect.stringMatching(/^https:/),
    });
  });

  it('refunding the Chronicler payment after the upgrade returns only the balance left, at Stripe too, and keeps Worldsmith', async () => {
    const { me, api } = await chroniclerYearly('stripebalrefund', 2);
    await upgradeAtStripe(2, 7613);
    const [chronicler] = (await api.overview()).json().invoices;
    expect(chronicler).toMatchObject({ plan: 'Chronicler', refund: { amountCents: 7613, endsPlan: false } });
    const done = await api.refund(chronicler.paymentId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ tier: 'Worldsmith', balanceCents: 0 });
    const refund = standIn.calls.filter((c) => c.path === '/v1/refunds').pop()!;
    expect(new URLSearchParams(refund.body).get('amount')).toBe('7613');
    expect(standIn.customerBalances.get('cus_bal2')).toBe(0);
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');
    expect(standIn.subscriptions.get('sub_bal2')!.status ?? 'active').toBe('active');
  });

  it('a refund made at Stripe of the earlier payment leaves the plan that stands', async () => {
    const { me, api } = await chroniclerYearly('stripebalcharge', 3);
    await upgradeAtStripe(3, 7613);
    await sendEvent(t, {
      id: 'evt_bal_ref3',
      type: 'charge.refunded',
      object: { id: 'ch_bal3', object: 'charge', payment_intent: 'in_bal3', amount_refunded: 7613 },
    });
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');
    expect((await api.overview()).json().invoices[0]).toMatchObject({
      plan: 'Chronicler',
      status: 'refunded',
    });
  });
});
