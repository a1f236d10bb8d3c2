import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORIGIN, confirmEmail, freshIdentity, signUp } from './auth.test-support';

const LIMIT = 3;

type Client = { remoteAddress?: string; forwardedFor?: string };

function attempt(t: TestApp, url: string, body: object, client: Client = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: client.remoteAddress,
    headers: { origin: ORIGIN, ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}) },
  });
}
// A fresh e-mail per run: failures are also counted per e-mail (sign-in-throttle.ts), in Redis across runs.
const wrongSignIn = {
  email: `someone-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'wrong password',
};

/** Auth routes allow RATE_LIMIT_AUTH_PER_MINUTE requests per route per client address. */
describe('rate limits on the account endpoints', () => {
  describe('served directly (no trusted proxy)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) });
    });
    afterAll(() => t.close());

    it('answers 429 RATE_LIMITED once a client used up its sign-in budget, even with a made-up X-Forwarded-For', async () => {
      for (let i = 0; i < LIMIT; i++) {
        expect((await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn)).statusCode).toBe(401);
      }
      const limited = await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(limited.json().error.message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Only proxies in TRUST_PROXY are believed, so a forged header does not reset the budget.
      const dodging = await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn, {
        forwardedFor: '203.0.113.7',
      });
      expect(dodging.statusCode).toBe(429);
      // The right password does not help once limited.
      expect(
        (await attempt(t, '/api/v1/auth/sign-in/email', { email: 'x@example.com', password: 'whatever1' }))
          .statusCode,
      ).toBe(429);
    });

    it('counts each client address on its own', async () => {
      const res = await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn, {
        remoteAddress: '198.51.100.20',
      });
      expect(res.statusCode).toBe(401);
    });

    it('limits sign-up, resend and both reset steps too, each with its own budget', async () => {
      const routes: [string, object][] = [
        ['/api/v1/auth/sign-up/email', { name: 'x', email: 'bad', password: 'short' }],
        ['/api/v1/auth/send-verification-email', { email: '' }],
        ['/api/v1/auth/request-password-reset', { email: 'bad' }],
        ['/api/v1/auth/reset-password', { newPassword: 'short', token: 'x' }],
      ];
      for (const [url, body] of routes) {
        for (let i = 0; i < LIMIT; i++) expect((await attempt(t, url, body)).statusCode, url).toBe(400);
        expect((await attempt(t, url, body)).statusCode, url).toBe(429);
      }
    });

    it('leaves other routes alone', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('tells clients apart by the X-Forwarded-For the proxy sets', async () => {
      for (let i = 0; i < LIMIT; i++) {
        await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn, { forwardedFor: '203.0.113.1' });
      }
      expect(
        (await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn, { forwardedFor: '203.0.113.1' }))
          .statusCode,
      ).toBe(429);
      expect(
        (await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn, { forwardedFor: '203.0.113.2' }))
          .statusCode,
      ).toBe(401);
    });

    it('records the real client address on the session', async () => {
      const who = freshIdentity('proxied');
      await signUp(t, who);
      await confirmEmail(t, who.email);
      const res = await attempt(
        t,
        '/api/v1/auth/sign-in/email',
        { email: who.email, password: who.password },
        { forwardedFor: '203.0.113.9' },
      );
      expect(res.statusCode).toBe(200);
      const rows = await t.database.db.execute(
        sql`select ip_address from auth_sessions where user_id = ${res.json().user.id}`,
      );
      expect((rows as unknown as { rows: { ip_address: string }[] }).rows.map((r) => r.ip_address)).toEqual([
        '203.0.113.9',
      ]);
    });
  });
});

/** A client address no earlier run has used, so counters kept in Redis from other runs do not count. */
const freshAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

// CI points REDIS_URL at its Redis; a machine without one skips only this block.
describe.skipIf(!process.env.REDIS_URL)('rate limits kept in Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), REDIS_URL: process.env.REDIS_URL! };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('makes two servers share one budget per client address', async () => {
    const client = { remoteAddress: freshAddress() };
    const url = '/api/v1/auth/sign-in/email';
    expect((await attempt(first, url, wrongSignIn, client)).statusCode).toBe(401);
    expect((await attempt(second, url, wrongSignIn, client)).statusCode).toBe(401);
    expect((await attempt(first, url, wrongSignIn, client)).statusCode).toBe(401);
    const limited = await attempt(second, url, wrongSignIn, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another address still has its whole budget, on either server.
    expect((await attempt(second, url, wrongSignIn, { remoteAddress: freshAddress() })).statusCode).toBe(401);
  });
});

describe('rate limits when Redis cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 refuses connections: every counter update fails.
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('lets requests through instead of failing sign-in', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await attempt(t, '/api/v1/auth/sign-in/email', wrongSignIn)).statusCode).toBe(401);
    }
  });
});
