import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { resolveAuthSecret } from './auth-secret';
import { confirmEmail, createSignedInUser, freshIdentity, post, signUp } from './auth.test-support';

const CROSS_ORIGIN = {
  error: { code: 'CROSS_ORIGIN', message: 'This request did not come from Inkforge and was rejected.' },
};

describe('cross-site request forgery', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cookie = (await createSignedInUser(t, 'csrf')).cookie;
  });
  afterAll(() => t.close());

  const signInBody = { email: 'someone@example.com', password: 'wrong password' };

  it('rejects a state-changing API request from another origin', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in/email',
        payload: signInBody,
        headers,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(CROSS_ORIGIN);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/anything',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('lets our own origin through, and requests that name no origin at all (non-browser clients)', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      payload: signInBody,
      headers: { origin: 'http://localhost:3000', referer: 'http://localhost:3000/login' },
    });
    expect(same.statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      payload: signInBody,
    });
    expect(none.statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(read.statusCode).toBe(200);
  });

  it('does not sign out a session from a request that carries the cookie but no origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: {},
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });
});

// In production the cookie is Secure even when PUBLIC_URL says http (TLS ends at a proxy).
describe.each<{ where: string; origin: string; env: Record<string, string> }>([
  { where: 'on an https address', origin: 'https://inkforge.example', env: {} },
  {
    where: 'in production, even on an http address',
    origin: 'http://inkforge.internal:3000',
    env: { NODE_ENV: 'production' },
  },
])('cookies $where', ({ origin, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: origin, RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...env });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure (and __Secure- prefixed), HttpOnly and SameSite=Lax', async () => {
    const who = freshIdentity('secure');
    await signUp(t, who);
    await confirmEmail(t, who.email);
    const res = await post(
      t,
      '/api/v1/auth/sign-in/email',
      { email: who.email, password: who.password },
      { origin },
    );
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Secure-inkforge\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('the auth secret', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses AUTH_SECRET when set, and writes nothing', () => {
    expect(resolveAuthSecret({ authSecret: 'x'.repeat(40), dataDir: dir })).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  it('otherwise generates one secret, readable by the owner only, and keeps it across starts', () => {
    const first = resolveAuthSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'auth-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir: dir })).toBe(first);
  });

  it('refuses a stored secret that is too short', () => {
    const other = fs.mkdtempSync(path.join(dir, 'short-'));
    fs.writeFileSync(path.join(other, 'auth-secret'), 'short');
    expect(() => resolveAuthSecret({ dataDir: other })).toThrow(/shorter than 32/);
  });
});
