import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSignedInUser } from './auth.test-support';
import { SESSION_TIMING } from './create-auth';

/**
 * Sessions end after 7 days without use, and 30 days after sign-in however much they are used.
 * Each case rewrites the session row as the server would have left it, then asks with the cookie.
 */
describe('session expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
  const cookieValue = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  /** Signed in `signedInAgo`, last used (slid forward) `usedAgo`, expiring as configured from then. */
  async function sessionOf(userId: string, signedInAgo: string, usedAgo: string) {
    await t.database.db.execute(sql`
      update auth_sessions
         set created_at = now() - ${signedInAgo}::interval,
             updated_at = now() - ${usedAgo}::interval,
             expires_at = now() - ${usedAgo}::interval + ${SESSION_TIMING.expiresInSeconds} * interval '1 second'
       where user_id = ${userId}`);
  }
  const sessionsOf = async (userId: string) => {
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from auth_sessions where user_id = ${userId}`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('refuses a session last used 8 days ago, on the fast path and through better-auth', async () => {
    const idle = await createSignedInUser(t, 'idle');
    await sessionOf(idle.user.id, '8 days', '8 days');
    expect(await t.app.ctx.auth.fastSession(cookieValue(idle.cookie))).toBeUndefined();
    const res = await me(idle.cookie);
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/inkforge\.session_token=;/);
  });

  it('keeps a session used yesterday working, even 20 days after sign-in', async () => {
    const busy = await createSignedInUser(t, 'busy');
    await sessionOf(busy.user.id, '20 days', '1 day 1 hour');
    const res = await me(busy.cookie);
    expect(res.statusCode).toBe(200);
    // It slid forward: the next request takes the fast path.
    expect(await t.app.ctx.auth.fastSession(cookieValue(busy.cookie))).toMatchObject({ id: busy.user.id });
    await sessionOf(busy.user.id, '20 days', '2 hours');
    expect(await t.app.ctx.auth.fastSession(cookieValue(busy.cookie))).toMatchObject({ id: busy.user.id });
    expect((await me(busy.cookie)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in even when it was used an hour ago, and deletes it', async () => {
    const old = await createSignedInUser(t, 'old');
    await sessionOf(old.user.id, '30 days 1 minute', '1 hour');
    expect(await t.app.ctx.auth.fastSession(cookieValue(old.cookie))).toBeUndefined();
    const res = await me(old.cookie);
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/inkforge\.session_token=;/);
    expect(await sessionsOf(old.user.id)).toBe(0);
  });
});
