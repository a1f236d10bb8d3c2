import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  ORIGIN,
  confirmEmail,
  createSignedInUser,
  freshIdentity,
  lastMail,
  linkIn,
  post,
  signUp,
} from './auth.test-support';
import { SIGN_IN_THROTTLE } from './sign-in-throttle';

const MAX = SIGN_IN_THROTTLE.maxFailures;
let lastOctets = 0;
/** A client address of its own for every attempt, so the per-address limit never applies. */
const newAddress = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${(++lastOctets >> 8) & 255}.${lastOctets & 255}`;
const unique = () => Math.random().toString(36).slice(2, 10);

function signInFrom(t: TestApp, email: string, password: string, remoteAddress = newAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
    headers: { origin: ORIGIN },
  });
}

async function failTimes(t: TestApp, email: string, times: number) {
  for (let i = 0; i < times; i++)
    expect((await signInFrom(t, email, `wrong password ${i}`)).statusCode).toBe(401);
}

function expectLocked(res: Awaited<ReturnType<typeof signInFrom>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toEqual({
    code: 'ACCOUNT_LOCKED',
    message: 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
}

/** Failed sign-ins are limited per account as well as per client address. */
describe('per-account sign-in throttle (in process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`locks an account after ${MAX} failures from ${MAX} addresses, even for the right password; others are unaffected`, async () => {
    const victim = await createSignedInUser(t, 'victim');
    const bystander = await createSignedInUser(t, 'bystander');
    await failTimes(t, victim.email, MAX);
    expectLocked(await signInFrom(t, victim.email, victim.password));
    expectLocked(await signInFrom(t, victim.email.toUpperCase(), victim.password));
    expect((await signInFrom(t, bystander.email, bystander.password)).statusCode).toBe(200);
    // The victim's open session is not touched: the lock is on signing in only.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: victim.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('answers an unknown e-mail exactly like a registered one', async () => {
    const known = await createSignedInUser(t, 'known');
    const unknown = `nobody-${unique()}@example.com`;
    await failTimes(t, known.email, MAX);
    await failTimes(t, unknown, MAX);
    const a = await signInFrom(t, known.email, 'anything at all');
    const b = await signInFrom(t, unknown, 'anything at all');
    expectLocked(a);
    expectLocked(b);
    expect(b.body).toBe(a.body);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await createSignedInUser(t, 'forgetful');
    await failTimes(t, user.email, MAX - 1);
    expect((await signInFrom(t, user.email, user.password)).statusCode).toBe(200);
    await failTimes(t, user.email, MAX - 1);
    expect((await signInFrom(t, user.email, user.password)).statusCode).toBe(200);
  });
});

/** The known-device cookie a response set, as a Cookie header value ('' when none). */
const deviceCookie = (res: Awaited<ReturnType<typeof signInFrom>>) => {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('inkforge.known_device=')) ?? '';
};

/** The lock stops strangers, not the account's owner: who proves the account gets in. */
describe('per-account sign-in lock and the account owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('does not lock out a browser that signed in to the account before; a copied tag of another account does not help', async () => {
    const owner = await createSignedInUser(t, 'knowndevice');
    const other = await createSignedInUser(t, 'otherdevice');
    const cookie = deviceCookie(await signInFrom(t, owner.email, owner.password));
    expect(cookie).toMatch(/^inkforge\.known_device=./);
    await failTimes(t, owner.email, MAX);
    await failTimes(t, other.email, MAX);
    expectLocked(await signInFrom(t, owner.email, owner.password));
    const fromKnown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: newAddress(),
      headers: { origin: ORIGIN, cookie },
    });
    expect(fromKnown.statusCode, fromKnown.body).toBe(200);
    // The owner's browser is known to the owner's account only.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      payload: { email: other.email, password: other.password },
      remoteAddress: newAddress(),
      headers: { origin: ORIGIN, cookie },
    });
    expectLocked(elsewhere);
  });

  it('is lifted by a completed password reset', async () => {
    const user = await createSignedInUser(t, 'resetunlock');
    await failTimes(t, user.email, MAX);
    expectLocked(await signInFrom(t, user.email, user.password));
    await post(t, '/api/v1/auth/request-password-reset', { email: user.email });
    const link = linkIn(
      await lastMail(t, user.email, 'Reset your Inkforge password'),
      'Choose a new password',
    );
    const redirect = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(redirect.headers.location), ORIGIN).searchParams.get('token') ?? '';
    expect(
      (await post(t, '/api/v1/auth/reset-password', { newPassword: 'a brand new quill', token })).statusCode,
    ).toBe(200);
    expect((await signInFrom(t, user.email, 'a brand new quill')).statusCode).toBe(200);
  });

  it('is lifted by following the confirmation link', async () => {
    const who = freshIdentity('confirmunlock');
    expect((await signUp(t, who)).statusCode).toBe(200);
    await failTimes(t, who.email, MAX);
    expectLocked(await signInFrom(t, who.email, who.password));
    expect((await confirmEmail(t, who.email)).headers.location).toBe('/login?confirmed=1');
    expect((await signInFrom(t, who.email, who.password)).statusCode).toBe(200);
  });
});

// CI points REDIS_URL at its Redis; a machine without one skips only this block.
describe.skipIf(!process.env.REDIS_URL)('per-account sign-in throttle kept in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp({ REDIS_URL: process.env.REDIS_URL! }),
      createTestApp({ REDIS_URL: process.env.REDIS_URL! }),
    ]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts the failures seen by every server against one account', async () => {
    const user = await createSignedInUser(first, `shared_${unique()}`);
    await failTimes(first, user.email, MAX / 2);
    await failTimes(second, user.email, MAX - MAX / 2);
    expectLocked(await signInFrom(first, user.email, user.password));
    expectLocked(await signInFrom(second, user.email, user.password));
  });
});
