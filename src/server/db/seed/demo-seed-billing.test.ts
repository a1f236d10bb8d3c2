import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionCookie, signIn } from '../../auth/auth.test-support';
import { seedDemoIfEmpty } from './demo-seed';
import { DEMO_PASSWORD } from './demo-accounts';

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
});
