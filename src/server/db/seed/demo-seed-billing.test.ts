import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionCookie, signIn } from '../../auth/auth.test-support';
import { seedDemoIfEmpty } from './demo-seed';
import { DEMO_PASSWORD } from './demo-accounts';
import { sendAs } from '../../modules/tips/tips.test-support';
import { runTipAllocationJob } from '../../modules/tips/tip-allocation.job';

/** The demo accounts' tiers come with matching subscriptions and invoices, so /settings/billing is populated. */
describe('demo billing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    await seedDemoIfEmpty(t.database, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const billingOf = async (email: string) => {
    const cookie = sessionCookie(await signIn(t, email, DEMO_PASSWORD));
    return (await t.app.inject({ method: 'GET', url: '/api/v1/billing', headers: { cookie } })).json();
  };

  it("closes every month ophelia's plan paid for, so the month-end job adds no tip to the demo", async () => {
    const ophelia = sessionCookie(await signIn(t, 'ophelia@demo.inkforge.local', DEMO_PASSWORD));
    const closed = async () => (await sendAs(t, 'GET', '/api/v1/me/tip-allocation', ophelia)).json().closed;
    const before = await closed();
    expect(before.length).toBeGreaterThanOrEqual(1);
    await runTipAllocationJob(t.database.db, new Date());
    expect(await closed()).toEqual(before);
  });

  it('a Chronicler demo account has an active Chronicler subscription with paid invoices', async () => {
    const celeste = await billingOf('celeste@demo.inkforge.local');
    expect(celeste).toMatchObject({
      tier: 'Chronicler',
      subscription: { plan: 'Chronicler', status: 'active' },
      banner: null,
    });
    expect(celeste.invoices.length).toBeGreaterThan(0);
    expect(
      celeste.invoices.every(
        (i: { plan: string; status: string }) => i.plan === 'Chronicler' && i.status === 'paid',
      ),
    ).toBe(true);
  });

  it('a reader on Patron of the Arts has a matching subscription; free tiers have none', async () => {
    expect((await billingOf('ophelia@demo.inkforge.local')).subscription).toMatchObject({
      plan: 'Patron of the Arts',
    });
    const dorian = await billingOf('dorian@demo.inkforge.local');
    expect(dorian).toMatchObject({ tier: 'Free', subscription: null, invoices: [] });
    // Demo AI usage: dorian has one generation left this month.
    expect(dorian.usage.aiGenerations).toEqual({ used: 9, limit: 10 });
  });

  it('ophelia has a paid commission in progress with aria; cancelling it refunds the demo payment once', async () => {
    const cookieOf = async (email: string) => sessionCookie(await signIn(t, email, DEMO_PASSWORD));
    const ophelia = await cookieOf('ophelia@demo.inkforge.local');
    const list = (await sendAs(t, 'GET', '/api/v1/me/commissions', ophelia)).json();
    expect(list.items).toEqual([
      expect.objectContaining({ creator: 'aria', state: 'in_progress', priceCents: 4500 }),
    ]);
    const aria = await cookieOf('aria@demo.inkforge.local');
    const earnings = async () => (await sendAs(t, 'GET', '/api/v1/me/commissions/earnings', aria)).json();
    expect(await earnings()).toMatchObject({ totalCents: 0, heldCents: 4500 });
    // The demo payment is a real local one: cancelling refunds it, once, and nothing stays held.
    const url = `/api/v1/commissions/${list.items[0].id}/actions`;
    const [first, second] = await Promise.all([
      sendAs(t, 'POST', url, ophelia, { action: 'cancel' }),
      sendAs(t, 'POST', url, ophelia, { action: 'cancel' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ state: 'cancelled', money: 'refunded' });
    expect(await earnings()).toMatchObject({ totalCents: 0, heldCents: 0 });
    const invoices = (await billingOf('ophelia@demo.inkforge.local')).invoices as { status: string }[];
    expect(invoices.filter((i) => i.status === 'refunded')).toHaveLength(1);
  });
});
