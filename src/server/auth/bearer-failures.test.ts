import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSignedInUser, ORIGIN } from './auth.test-support';
import { BEARER_FAILURES_PER_MINUTE } from './bearer-auth';

let lastOctet = 0;
/** An address of its own per test, so counters kept in a shared Redis never meet another file's. */
const newAddress = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${++lastOctet}`;
const guess = () => `ink_${randomBytes(32).toString('base64url').slice(0, 43)}`;

/** Guessing API tokens: failed lookups are limited per client address. */
describe('failed API token lookups', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    const { cookie } = await createSignedInUser(t, 'bearerfail');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/tokens',
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'script', scope: 'read', expiresInDays: 30 },
    });
    secret = res.json().secret;
  });
  afterAll(() => t.close());

  const withToken = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/stories',
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });

  it(`answers 429 after ${BEARER_FAILURES_PER_MINUTE} failures from one address, even for a good token; other addresses are unaffected`, async () => {
    // The window is a calendar minute: start early in one, so the whole run counts against it.
    const second = new Date().getSeconds();
    if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const guesser = newAddress();
    for (let i = 0; i < BEARER_FAILURES_PER_MINUTE; i++)
      expect((await withToken(i % 2 ? guess() : 'ink_short', guesser)).statusCode).toBe(401);
    const refused = await withToken(guess(), guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(
      /^Too many requests with invalid API tokens\. Please wait \d+ seconds\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withToken(secret, guesser)).statusCode).toBe(429);

    expect((await withToken(guess(), newAddress())).statusCode).toBe(401);
    expect((await withToken(secret, newAddress())).statusCode).toBe(200);
  });

  it('never counts requests with a good token', async () => {
    const script = newAddress();
    for (let i = 0; i < BEARER_FAILURES_PER_MINUTE + 5; i++)
      expect((await withToken(secret, script)).statusCode).toBe(200);
    expect((await withToken(guess(), script)).statusCode).toBe(401);
  });
});
