import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { currentUserSchema } from '@common/schemas/user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser, post } from '../../auth/auth.test-support';

const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } };

describe('GET /api/v1/me', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    alice = await createSignedInUser(t, 'alice');
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: cookie ? { cookie } : {} });

  it('answers the signed-in user in the shared shape, never cached by others', async () => {
    const res = await me(alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { user } = res.json();
    expect(currentUserSchema.strict().parse(user)).toEqual(user);
    expect(user).toMatchObject({ id: alice.user.id, username: alice.name, email: alice.email });
  });

  it('reflects changes made by server rules, read fresh from the database', async () => {
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Worldsmith', experience_points = 5200, user_level = 2, is_admin = true where user_id = ${alice.user.id}`,
    );
    const { user } = (await me(alice.cookie)).json();
    expect(user).toMatchObject({
      subscriptionTier: 'Worldsmith',
      experiencePoints: 5200,
      userLevel: 2,
      isAdmin: true,
    });
  });

  it('answers 401 UNAUTHENTICATED when signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('offers no endpoint that lets a user change tier, admin flag, XP, level, e-mail or username', async () => {
    const probes: [string, object][] = [
      [
        '/api/v1/auth/update-user',
        {
          subscriptionTier: 'Master Weaver',
          isAdmin: true,
          experiencePoints: 1,
          userLevel: 9,
          name: 'renamed',
        },
      ],
      ['/api/v1/auth/change-email', { newEmail: 'other@example.com' }],
      ['/api/v1/auth/delete-user', {}],
      ['/api/v1/auth/sign-in/social', { provider: 'github' }],
      ['/api/v1/auth/update-session', {}],
      ['/api/v1/auth/revoke-sessions', {}],
      ['/api/v1/auth/set-password', { newPassword: 'whatever123' }],
    ];
    for (const [url, body] of probes) {
      const res = await post(t, url, body, { cookie: alice.cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
    for (const url of [
      '/api/v1/auth/get-session',
      '/api/v1/auth/list-sessions',
      '/api/v1/auth/list-accounts',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } });
      expect(res.statusCode, url).toBe(404);
    }
    const { user } = (await me(alice.cookie)).json();
    expect(user).toMatchObject({
      username: alice.name,
      email: alice.email,
      subscriptionTier: 'Worldsmith',
      userLevel: 2,
    });
  });

  it('slides an aging session forward and sends the refreshed cookie with the answer', async () => {
    const fresh = await me(alice.cookie);
    expect(fresh.headers['set-cookie']).toBeUndefined();
    // A session last slid forward 5 days ago: two days left of its 7 idle days.
    await t.database.db.execute(
      sql`update auth_sessions set expires_at = now() + interval '2 days', updated_at = now() - interval '5 days' where user_id = ${alice.user.id}`,
    );
    const res = await me(alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^inkforge\.session_token=.+Max-Age=\d+/);
    const rows = await t.database.db.execute(
      sql`select expires_at from auth_sessions where user_id = ${alice.user.id}`,
    );
    const expiresAt = new Date((rows as unknown as { rows: { expires_at: string }[] }).rows[0]!.expires_at);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });

  it('documents the account endpoints in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/api/v1/me',
      '/api/v1/auth/sign-up/email',
      '/api/v1/auth/sign-in/email',
      '/api/v1/auth/reset-password',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
    expect(paths['/dev/mail']).toBeUndefined();
  });

  it('treats the session of a deleted account as signed out', async () => {
    const bob = await createSignedInUser(t, 'bob');
    expect((await me(bob.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from users where user_id = ${bob.user.id}`);
    const res = await me(bob.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('GET /api/v1/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/session', headers: cookie ? { cookie } : {} });

  it('answers a guest 200 with no user, so a signed-out page logs no failed request', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await session('inkforge.session_token=forged.value')).json()).toEqual({ user: null });
  });

  it('answers a signed-in user exactly as GET /api/v1/me does', async () => {
    const carol = await createSignedInUser(t, 'carol');
    const res = await session(carol.cookie);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: carol.cookie } });
    expect(res.json()).toEqual(me.json());
    expect(res.json().user).toMatchObject({ id: carol.user.id, username: carol.name });
  });

  it('answers no user once the account is gone', async () => {
    const dave = await createSignedInUser(t, 'dave');
    await t.database.db.execute(sql`delete from users where user_id = ${dave.user.id}`);
    expect((await session(dave.cookie)).json()).toEqual({ user: null });
  });
});
