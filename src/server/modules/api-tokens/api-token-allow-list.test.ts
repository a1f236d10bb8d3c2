import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_GENRES } from '@common/constants';
import { API_TOKEN_MESSAGES, type CreatedApiToken } from '@common/schemas/api-tokens';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { users } from '../../db/schema';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createTestApp, type TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An admin's comp of a paid plan for a week. */ const compBody = () => ({
  plan: 'Master Weaver',
  until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
});

/**
 * What the allow-list means to a script holding a read-and-write token of an admin: its own
 * stories work; a money route, an account route and an admin route answer 403 and change no row,
 * though the same requests with the browser session go through.
 */
describe('API tokens by allow-list', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  let token: CreatedApiToken;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
    owner = await createSignedInUser(t, 'scripter');
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, owner.user.id));
    const minted = await asSession('POST', '/api/v1/me/tokens', {
      name: 'nightly backup',
      scope: 'read-write',
      expiresInDays: 30,
    });
    expect(minted.statusCode, minted.body).toBe(201);
    token = minted.json();
  }, 60_000);
  afterAll(async () => t?.close());

  const asToken = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token.secret}` } });
  const asSession = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: owner.cookie, origin: ORIGIN } });

  it('works on an allowed route: the caller’s own stories', async () => {
    const created = await asToken('POST', '/api/v1/stories', { title: 'By script', genre: STORY_GENRES[0] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await asToken('PATCH', `/api/v1/stories/${id}`, { title: 'Renamed by script' })).statusCode).toBe(
      200,
    );
    const read = await asToken('GET', `/api/v1/stories/${id}`);
    expect(read.json()).toMatchObject({ title: 'Renamed by script' });
  });

  const refused: [string, Method, () => string, object?][] = [
    [
      'money: a plan checkout',
      'POST',
      () => '/api/v1/billing/checkout',
      { plan: 'Chronicler', interval: 'monthly' },
    ],
    ['money: a template purchase', 'POST', () => '/api/v1/marketplace/templates/x/purchase'],
    ['account: deletion', 'DELETE', () => '/api/v1/me'],
    ['account: privacy', 'PUT', () => '/api/v1/me/privacy', { profileVisibility: 'private' }],
    [
      'account: a new token',
      'POST',
      () => '/api/v1/me/tokens',
      { name: 'more', scope: 'read', expiresInDays: 7 },
    ],
    ['admin: a plan comp', 'POST', () => `/api/v1/admin/users/${owner.user.id}/comp`, compBody()],
  ];

  it('is refused with 403 on money, account and admin routes, and changes nothing', async () => {
    const before = await dbFingerprint(t.database.db);
    for (const [what, method, url, body] of refused) {
      const res = await asToken(method, url(), body);
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual({
        error: { code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.sessionOnly },
      });
    }
    expect(await dbFingerprint(t.database.db)).toBe(before);
  });

  it('refuses only the token: the same requests with the browser session go through', async () => {
    const checkout = await asSession('POST', '/api/v1/billing/checkout', {
      plan: 'Chronicler',
      interval: 'monthly',
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const comp = await asSession('POST', `/api/v1/admin/users/${owner.user.id}/comp`, compBody());
    expect(comp.statusCode, comp.body).toBe(200);
  });
});
