import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSignedInUser } from './auth.test-support';
import { verifiedToken } from './session-fast-path';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('session cookie signatures', () => {
  it('accepts the token signed with the secret and nothing else', () => {
    expect(verifiedToken(sign('abc123'), SECRET)).toBe('abc123');
    expect(verifiedToken(sign('abc123', 'another-secret-of-a-decent-length-too'), SECRET)).toBeUndefined();
    expect(verifiedToken(sign('abc123').replace('abc123', 'abc124'), SECRET)).toBeUndefined();
    expect(verifiedToken('abc123', SECRET)).toBeUndefined();
    expect(verifiedToken(`abc123.${'A'.repeat(43)}=`, SECRET)).toBeUndefined();
    expect(verifiedToken(`abc123.short=`, SECRET)).toBeUndefined();
  });
});

describe('the one-query session lookup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cookieValue = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
  const setSession = (userId: string, expiresIn: string) =>
    t.database.db.execute(
      sql`update auth_sessions set expires_at = now() + ${expiresIn}::interval where user_id = ${userId}`,
    );

  it('answers the user of a live session, and leaves every unusual case to better-auth', async () => {
    const ana = await createSignedInUser(t, 'fastana');
    const fast = t.app.ctx.auth.fastSession;
    const value = cookieValue(ana.cookie);

    expect(await fast(value)).toMatchObject({
      id: ana.user.id,
      username: ana.name,
      email: ana.email,
      isAdmin: false,
    });
    expect(await fast(undefined)).toBeUndefined();
    expect(await fast(value.replace(/.$/, '0'))).toBeUndefined();
    // Within a day of its last slide (7 days of idle time left, less a day): not yet due.
    await setSession(ana.user.id, '6 days 1 hour');
    expect(await fast(value)).toMatchObject({ id: ana.user.id });

    // Due for its daily slide: better-auth refreshes it (and the answer carries the new cookie).
    await setSession(ana.user.id, '5 days 23 hours');
    expect(await fast(value)).toBeUndefined();
    const refreshed = await me(ana.cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(String(refreshed.headers['set-cookie'])).toMatch(/inkforge\.session_token=/);
    expect(await fast(value)).toMatchObject({ id: ana.user.id });

    // Expired: not ours to answer; better-auth says signed out and clears the cookie.
    await setSession(ana.user.id, '-1 minute');
    expect(await fast(value)).toBeUndefined();
    const expired = await me(ana.cookie);
    expect(expired.statusCode).toBe(401);
    expect(String(expired.headers['set-cookie'])).toMatch(/inkforge\.session_token=;/);
  });

  it('sees a revoked session at once: the row is read on every request', async () => {
    const ben = await createSignedInUser(t, 'fastben');
    expect((await me(ben.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from auth_sessions where user_id = ${ben.user.id}`);
    expect((await me(ben.cookie)).statusCode).toBe(401);
  });

  it('sees a tier change on the next request', async () => {
    const cy = await createSignedInUser(t, 'fastcy');
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Chronicler' where user_id = ${cy.user.id}`,
    );
    expect((await me(cy.cookie)).json().user.subscriptionTier).toBe('Chronicler');
  });
});
