import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, ne, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { mutatingRoutes } from '../../test/app-routes';
import { tierChanges, users } from '../../db/schema';
import { billingApi, tierOf } from './billing.test-support';

/**
 * Only billing's confirmed flows change a tier. Every state-changing route of the app is called by
 * a signed-in non-admin with bodies that ask for a tier in every way a client might try; no
 * account's tier moves and no tier change is logged. Then the admin routes: 404 for a non-admin,
 * a logged comp for an admin.
 */
describe('who can change a tier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  const greedy = {
    plan: 'Master Weaver',
    interval: 'yearly',
    until: '2099-01-01T00:00:00Z',
    tier: 'Master Weaver',
    subscriptionTier: 'Master Weaver',
    subscription_tier: 'Master Weaver',
    isAdmin: true,
    paymentId: '00000000-0000-4000-8000-000000000000',
    name: 'greedy',
    username: 'greedy',
    email: 'greedy@example.com',
    password: 'correct horse battery',
  };

  it('no route outside the confirmed billing flows changes anyone’s tier', async () => {
    const me = await createSignedInUser(t, 'greedy');
    const victim = await createSignedInUser(t, 'victim');
    const routes = mutatingRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/'))
      // Sign-out and session routes last, so the session lives while the others are tried.
      .sort((a, b) => Number(a.url.startsWith('/api/v1/auth')) - Number(b.url.startsWith('/api/v1/auth')));
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/billing/checkout',
        '/api/v1/admin/users/:id/comp',
        '/api/v1/billing/webhook/stripe',
      ]),
    );
    const statuses: string[] = [];
    for (const route of routes) {
      for (const id of [me.user.id, victim.user.id]) {
        const url = route.url.replace(/:[A-Za-z]+/g, id).replace('*', 'x');
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { cookie: me.cookie, origin: ORIGIN },
          payload: greedy,
        });
        statuses.push(`${route.method} ${route.url} ${res.statusCode}`);
        expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
    expect(await tierOf(t, me.user.id)).toBe('Free');
    expect(await tierOf(t, victim.user.id)).toBe('Free');
    const [others] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(ne(users.subscriptionTier, 'Free'));
    expect(others!.n).toBe(0);
    const [log] = await t.database.db.select({ n: count() }).from(tierChanges);
    expect(log!.n).toBe(0);
    expect(statuses.length).toBeGreaterThan(20);
  });

  it('admin routes answer 404 to a non-admin; an admin looks up and comps a plan, logged with who and until when', async () => {
    const admin = await createSignedInUser(t, 'admin');
    const member = await createSignedInUser(t, 'member');
    const memberApi = billingApi(t, member.cookie);
    await memberApi.buy('Chronicler', 'monthly');
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${member.user.id}/billing`,
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(404);
    const compAsMember = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.user.id}/comp`,
      headers: { cookie: member.cookie, origin: ORIGIN },
      payload: { plan: 'Master Weaver', until: '2099-01-01T00:00:00Z' },
    });
    expect(compAsMember.statusCode).toBe(404);
    expect(await tierOf(t, member.user.id)).toBe('Chronicler');

    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const looked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${member.user.id}/billing`,
      headers: { cookie: admin.cookie },
    });
    expect(looked.json()).toMatchObject({
      user: { tier: 'Chronicler' },
      subscription: { plan: 'Chronicler' },
      invoices: [{ amountCents: 999 }],
    });
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.user.id}/comp`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { plan: 'Master Weaver', until: '2001-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const comp = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.user.id}/comp`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { plan: 'Master Weaver', until },
    });
    expect(comp.statusCode).toBe(200);
    expect(comp.json()).toMatchObject({
      user: { tier: 'Master Weaver' },
      subscription: { compUntil: until },
    });
    expect(comp.json().tierChanges[0]).toMatchObject({
      from: 'Chronicler',
      to: 'Master Weaver',
      by: admin.user.id,
      reason: `comp until ${until}`,
    });
    // The comp ends by itself, back to the free tier.
    await t.database.db.execute(
      sql`update subscriptions set comp_until = now() - interval '1 minute' where user_id = ${member.user.id}`,
    );
    expect((await memberApi.overview()).json().tier).toBe('Free');
  });
});
