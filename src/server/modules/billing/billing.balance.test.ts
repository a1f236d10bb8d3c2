import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { billingApi, shiftPeriod, tierOf } from './billing.test-support';

type Invoice = {
  plan: string;
  amountCents: number;
  paymentId: string | null;
  refundable: boolean;
  refund: { amountCents: number; endsPlan: boolean; toBalanceCents: number; fromBalanceCents: number } | null;
};
const CHRONICLER_YEAR = 9999;
const WORLDSMITH_MONTH = 1999;
const WORLDSMITH_YEAR = 19999;

/**
 * The whole unused value of a paid period is kept (issue: an upgrade throws away paid time) and
 * refunds follow the money (issue: refunding an older invoice ends the newer plan).
 */
describe('account balance and refunds that follow the money (local provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('Chronicler yearly to Worldsmith monthly 12 days in: the unused ~$96 pays the month and the rest is balance, used by the renewal', async () => {
    const me = await createSignedInUser(t, 'celestelike');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'yearly');
    await shiftPeriod(t, me.user.id, 12);
    const quote = (await api.checkout('Worldsmith', 'monthly')).json();
    const unused = Math.floor((CHRONICLER_YEAR * (365 - 12)) / 365);
    expect(quote).toMatchObject({
      kind: 'upgrade',
      effective: 'now',
      amountDueNowCents: 0,
      balanceAppliedCents: 0,
    });
    expect(Math.abs(quote.prorationCreditCents - unused)).toBeLessThanOrEqual(1);
    expect(quote.toBalanceCents).toBe(quote.prorationCreditCents - WORLDSMITH_MONTH);
    await api.confirm(quote.id);
    const after = (await api.overview()).json();
    expect(after.tier).toBe('Worldsmith');
    expect(after.balanceCents).toBe(quote.toBalanceCents);
    // The month paid by credit has its $0 invoice, with nothing to refund.
    expect(after.invoices[0]).toMatchObject({
      plan: 'Worldsmith',
      amountCents: 0,
      paymentId: null,
      refundable: false,
    });

    // The renewal a month later is paid from the balance: no money, the balance goes down.
    await shiftPeriod(t, me.user.id, 31);
    const renewed = (await api.overview()).json();
    expect(renewed.tier).toBe('Worldsmith');
    expect(renewed.balanceCents).toBe(quote.toBalanceCents - WORLDSMITH_MONTH);
    expect(renewed.invoices[0]).toMatchObject({ plan: 'Worldsmith', amountCents: 0, paymentId: null });
  });

  it('refunding the older Chronicler invoice returns only the unspent balance and keeps Worldsmith', async () => {
    const me = await createSignedInUser(t, 'olderrefund');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'yearly');
    await shiftPeriod(t, me.user.id, 12);
    await api.buy('Worldsmith', 'monthly');
    const before = (await api.overview()).json();
    const chronicler = before.invoices.find((i: Invoice) => i.plan === 'Chronicler') as Invoice;
    expect(chronicler.refund).toEqual({
      amountCents: before.balanceCents,
      endsPlan: false,
      toBalanceCents: 0,
      fromBalanceCents: before.balanceCents,
    });
    const done = await api.refund(chronicler.paymentId!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      tier: 'Worldsmith',
      balanceCents: 0,
      subscription: { plan: 'Worldsmith', status: 'active' },
    });
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');
  });

  it('Chronicler yearly, then Worldsmith yearly with credit: the old invoice cannot pay the spent credit back; refunding the new one ends the plan and keeps the credit as balance, which the old one then returns', async () => {
    const me = await createSignedInUser(t, 'twoinvoices');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'yearly');
    const upgrade = await api.buy('Worldsmith', 'yearly');
    expect(upgrade.amountDueNowCents).toBe(WORLDSMITH_YEAR - upgrade.prorationCreditCents);
    const both = (await api.overview()).json();
    const [worldsmith, chronicler] = both.invoices as Invoice[];
    expect(worldsmith!.plan).toBe('Worldsmith');
    expect(chronicler).toMatchObject({ plan: 'Chronicler', refundable: false, refund: null });
    const refused = await api.refund(chronicler!.paymentId!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/already spent as credit/);
    expect(await tierOf(t, me.user.id)).toBe('Worldsmith');

    expect(worldsmith!.refund).toMatchObject({ amountCents: upgrade.amountDueNowCents, endsPlan: true });
    const ended = (await api.refund(worldsmith!.paymentId!)).json();
    expect(ended.tier).toBe('Free');
    // The credit carried in from Chronicler is unused and stays with the account.
    expect(ended.balanceCents).toBe(worldsmith!.refund!.toBalanceCents);
    expect(Math.abs(ended.balanceCents - upgrade.prorationCreditCents)).toBeLessThanOrEqual(1);
    const old = (ended.invoices as Invoice[]).find((i) => i.plan === 'Chronicler')!;
    expect(old.refund).toMatchObject({ amountCents: ended.balanceCents, endsPlan: false });
    const last = (await api.refund(old.paymentId!)).json();
    expect(last).toMatchObject({ tier: 'Free', balanceCents: 0 });
    // Paid 9999 + the upgrade; refunded all but the Chronicler time used (a few cents at most).
    const paid = CHRONICLER_YEAR + upgrade.amountDueNowCents;
    const refunded = upgrade.amountDueNowCents + old.refund!.amountCents;
    expect(paid - refunded).toBeLessThanOrEqual(2);
  });

  it('a balance left after the plan ended pays the next plan first', async () => {
    const me = await createSignedInUser(t, 'balancenext');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'yearly');
    const upgrade = await api.buy('Worldsmith', 'yearly');
    const overview = (await api.overview()).json();
    await api.refund(overview.invoices[0].paymentId);
    const balance = (await api.overview()).json().balanceCents;
    expect(balance).toBeGreaterThan(9000);
    const next = (await api.checkout('Worldsmith', 'monthly')).json();
    expect(next).toMatchObject({
      kind: 'new',
      balanceAppliedCents: WORLDSMITH_MONTH,
      amountDueNowCents: 0,
      toBalanceCents: 0,
    });
    await api.confirm(next.id);
    expect((await api.overview()).json()).toMatchObject({
      tier: 'Worldsmith',
      balanceCents: balance - WORLDSMITH_MONTH,
    });
    expect(upgrade.kind).toBe('upgrade');
  });
});
