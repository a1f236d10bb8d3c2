import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { confirmEmail, freshIdentity, sessionCookie, signUp } from './auth.test-support';

/**
 * Without PUBLIC_URL the app is reached on this machine, and browsers name it localhost,
 * 127.0.0.1 or [::1]: signing in works from each of these, and from nowhere else. With
 * PUBLIC_URL set, only that origin is trusted.
 */
async function signInFrom(t: TestApp, origin: string, who: { email: string; password: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/email',
    payload: { email: who.email, password: who.password },
    headers: { origin, referer: `${origin}/login` },
  });
}

describe('signing in on this machine when PUBLIC_URL is not set', () => {
  let t: TestApp;
  const who = freshIdentity('local');
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: '', PORT: '3000', RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    expect(t.config.publicUrl).toBe('http://localhost:3000');
    expect((await signUp(t, who)).statusCode).toBe(200);
    await confirmEmail(t, who.email);
  });
  afterAll(() => t.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'works from %s',
    async (origin) => {
      const res = await signInFrom(t, origin, who);
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { cookie: sessionCookie(res) },
      });
      expect(me.json().user.email).toBe(who.email);
    },
  );

  it.each(['https://evil.example', 'http://127.0.0.1:3001', 'http://192.168.1.20:3000'])(
    'is refused from %s',
    async (origin) => {
      const res = await signInFrom(t, origin, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CROSS_ORIGIN');
      expect(sessionCookie(res)).toBe('');
    },
  );
});

describe('trusted origins', () => {
  it('are PUBLIC_URL alone when it is set', async () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ink.example/app/', PORT: '8080' }).trustedOrigins).toEqual([
      'https://ink.example',
    ]);
    const t = await createTestApp({
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    });
    try {
      const res = await signInFrom(t, 'http://127.0.0.1:3000', {
        email: 'nobody@example.com',
        password: 'wrong password',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('follow PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '8080' }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
  });
});
