import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { agePayments, billingApi, billingCounts, shiftPeriod, tierOf } from './billing.test-support';

/** Plans bought, changed, cancelled and refunded on the embedded local provider (issue: plans and billing). */
describe('billing on the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('buys Chronicler yearly: the quote shows $99.99 due, confirming records one invoice and moves the tier', async () => {
    const me = await createSignedInUser(t, 'buyer');
    const api = billingApi(t, me.cookie);
    const quote = await api.checkout('Chronicler', 'yearly');
    expect(quote.statusCode).toBe(201);
    expect(quote.json()).toMatchObject({
      plan: 'Chronicler',
      fromPlan: 'Free',
      kind: 'new',
      amountDueNowCents: 9999,
      effective: 'now',
      provider: 'local',
      status: 'pending',
      redirectUrl: null,
    });
    expect(await tierOf(t, me.user.id)).toBe('Free');
    const done = await api.confirm(quote.json().id);
    expect(done.json().status).toBe('completed');
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    const overview = (await api.overview()).json();
    expect(overview.tier).toBe('Chronicler');
    expect(overview.subscription).toMatchObject({
      plan: 'Chronicler',
      interval: 'yearly',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({
      amountCents: 9999,
      currency: 'usd',
      status: 'paid',
      refundable: true,
    });
    expect(overview.usage.privateWorlds).toEqual({ used: 0, limit: 10 });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/invoices/${overview.invoices[0].id}`,
      headers: { cookie: me.cookie },
    });
    expect(receipt.json()).toMatchObject({ amountCents: 9999, customer: { username: me.user.username } });
  });

  it('two confirms of one checkout sent at once make one payment and one tier change', async () => {
    const me = await createSignedInUser(t, 'double');
    const api = billingApi(t, me.cookie);
    const quote = (await api.checkout('Worldsmith', 'monthly')).json();
    const answers = await Promise.all([api.confirm(quote.id), api.confirm(quote.id), api.confirm(quote.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await billingCounts(t, me.user.id)).toEqual({ invoices: 1, payments: 1, tierChanges: 1 });
    // And once more later: still nothing new.
    expect((await api.confirm(quote.id)).json().status).toBe('completed');
    expect(await billingCounts(t, me.user.id)).toEqual({ invoices: 1, payments: 1, tierChanges: 1 });
  });

  it('refuses bad input without writing anything: unknown plan, current plan, someone else’s checkout, expired quote', async () => {
    const me = await createSignedInUser(t, 'badinput');
    const other = await createSignedInUser(t, 'other');
    const api = billingApi(t, me.cookie);
    const unknown = await api.checkout('Emperor', 'monthly');
    expect(unknown.statusCode).toBe(400);
    expect((await api.checkout('Chronicler', 'weekly')).statusCode).toBe(400);
    const same = await api.checkout('Free', 'monthly');
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('You are already on this plan.');
    const quote = (await api.checkout('Chronicler', 'monthly')).json();
    expect((await billingApi(t, other.cookie).confirm(quote.id)).statusCode).toBe(404);
    expect((await api.confirm('not-a-uuid')).statusCode).toBe(404);
    await t.database.db.execute(
      `update checkouts set expires_at = now() - interval '1 minute' where checkout_id = '${quote.id}'`,
    );
    const late = await api.confirm(quote.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/expired/);
    expect(await billingCounts(t, me.user.id)).toEqual({ invoices: 0, payments: 0, tierChanges: 0 });
    expect(await tierOf(t, me.user.id)).toBe('Free');
    await api.buy('Chronicler', 'monthly');
    const again = await api.checkout('Chronicler', 'monthly');
    expect(again.json().error.message).toBe('You are already on this plan.');
  });

  it('upgrades mid-period for the new price less the unused share, charged once; downgrades cost nothing until the period end', async () => {
    const me = await createSignedInUser(t, 'upgrader');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'yearly');
    await shiftPeriod(t, me.user.id, 183);
    const quote = (await api.checkout('Worldsmith', 'yearly')).json();
    expect(quote.kind).toBe('upgrade');
    expect(quote.prorationCreditCents).toBeGreaterThan(4900);
    expect(quote.prorationCreditCents).toBeLessThan(5050);
    expect(quote.amountDueNowCents).toBe(19999 - quote.prorationCreditCents);
    await api.confirm(quote.id);
    await api.confirm(quote.id);
    const after = (await api.overview()).json();
    expect(after.tier).toBe('Worldsmith');
    expect(after.invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([
      quote.amountDueNowCents,
      9999,
    ]);

    const down = (await api.checkout('Chronicler', 'monthly')).json();
    expect(down).toMatchObject({ kind: 'downgrade', amountDueNowCents: 0, effective: 'period_end' });
    await api.confirm(down.id);
    const pending = (await api.overview()).json();
    expect(pending.tier).toBe('Worldsmith');
    expect(pending.subscription.scheduledChange).toMatchObject({ plan: 'Chronicler', interval: 'monthly' });
    await shiftPeriod(t, me.user.id, 366);
    const switched = (await api.overview()).json();
    expect(switched.tier).toBe('Chronicler');
    expect(switched.subscription).toMatchObject({
      plan: 'Chronicler',
      interval: 'monthly',
      status: 'active',
      scheduledChange: null,
    });
    expect(switched.invoices[0]).toMatchObject({ amountCents: 999 });
  });

  it('cancel keeps the plan until the period end, resume undoes it, and the period end returns the account to Free', async () => {
    const me = await createSignedInUser(t, 'canceller');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'monthly');
    expect((await api.cancel()).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect(await tierOf(t, me.user.id)).toBe('Chronicler');
    expect((await api.resume()).json().subscription.cancelAtPeriodEnd).toBe(false);
    await api.cancel();
    await shiftPeriod(t, me.user.id, 32);
    const ended = (await api.overview()).json();
    expect(ended.tier).toBe('Free');
    expect(ended.subscription.status).toBe('canceled');
    expect(ended.invoices).toHaveLength(1);
    expect((await api.cancel()).statusCode).toBe(400);
  });

  it('refunds a payment under 30 days old and returns to the free tier of its plan type; later it is a clear 400', async () => {
    const creator = await createSignedInUser(t, 'refunder');
    const api = billingApi(t, creator.cookie);
    await api.buy('Chronicler', 'yearly');
    const [invoice] = (await api.overview()).json().invoices;
    const refunded = await api.refund(invoice.paymentId);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ tier: 'Free', subscription: { status: 'canceled' } });
    expect(refunded.json().invoices[0]).toMatchObject({ status: 'refunded', refundable: false });
    expect((await api.refund(invoice.paymentId)).statusCode).toBe(400);

    const reader = await createSignedInUser(t, 'reader');
    const readerApi = billingApi(t, reader.cookie);
    await readerApi.buy('Story Connoisseur', 'monthly');
    expect(await tierOf(t, reader.user.id)).toBe('Story Connoisseur');
    await agePayments(t, reader.user.id, 31);
    const [old] = (await readerApi.overview()).json().invoices;
    expect(old.refundable).toBe(false);
    const late = await readerApi.refund(old.paymentId);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe('Payments can only be refunded within 30 days.');
    expect(await tierOf(t, reader.user.id)).toBe('Story Connoisseur');
    await agePayments(t, reader.user.id, -31);
    expect((await readerApi.refund(old.paymentId)).json().tier).toBe('Audience Member');
    // Someone else's payment is not found.
    expect((await readerApi.refund(invoice.paymentId)).statusCode).toBe(404);
  });
});
