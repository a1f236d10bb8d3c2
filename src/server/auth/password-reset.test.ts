import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  createSignedInUser,
  freshIdentity,
  lastMail,
  linkIn,
  mailsTo,
  post,
  sessionCookie,
  signIn,
  signUp,
} from './auth.test-support';

const RESET_SUBJECT = 'Reset your Inkforge password';
const INVALID_TOKEN = {
  error: {
    code: 'INVALID_TOKEN',
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
};

/** Forgot password -> e-mailed link -> /reset-password?token -> new password; old sessions end. */
describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
  const requestReset = (email: string) =>
    post(t, '/api/v1/auth/request-password-reset', { email, redirectTo: '/reset-password' });

  /** Follows the e-mailed link the way a browser does and returns the token the screen receives. */
  async function tokenFromMail(email: string): Promise<string> {
    const link = linkIn(await lastMail(t, email, RESET_SUBJECT), 'Choose a new password');
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    return target.searchParams.get('token') ?? '';
  }

  it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
    const user = await createSignedInUser(t, 'known');
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toContain(RESET_SUBJECT);
    expect(await mailsTo(t, 'nobody-here@example.com')).toEqual([]);

    const bad = await requestReset('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address');
  });

  it('sets the new password, signs out every session and spends the token', async () => {
    const user = await createSignedInUser(t, 'resetter');
    const otherDevice = sessionCookie(await signIn(t, user.email, user.password));
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(200);

    await requestReset(user.email);
    const token = await tokenFromMail(user.email);
    expect(token).not.toBe('');

    const tooShort = await post(t, '/api/v1/auth/reset-password', { newPassword: 'short', token });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe('Password must be at least 8 characters');

    const res = await post(t, '/api/v1/auth/reset-password', { newPassword: 'a brand new secret', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });

    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'a brand new secret')).statusCode).toBe(200);

    const reused = await post(t, '/api/v1/auth/reset-password', { newPassword: 'yet another secret', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID_TOKEN);
  });

  it('rejects a made-up token, on the link and on the form', async () => {
    const link = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/reset-password/made-up-token?callbackURL=https://evil.example/',
    });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/reset-password?error=INVALID_TOKEN');

    const res = await post(t, '/api/v1/auth/reset-password', {
      newPassword: 'a brand new secret',
      token: 'made-up-token',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_TOKEN);

    const missing = await post(t, '/api/v1/auth/reset-password', { newPassword: 'a brand new secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Reset token is missing',
    });
  });

  it('lets an account that was never confirmed be finished by a reset (the link proves the mailbox)', async () => {
    const who = freshIdentity('unconfirmed');
    await signUp(t, who);
    expect((await signIn(t, who.email, who.password)).statusCode).toBe(403);
    await requestReset(who.email);
    const token = await tokenFromMail(who.email);
    expect(
      (await post(t, '/api/v1/auth/reset-password', { newPassword: 'chosen after reset', token })).statusCode,
    ).toBe(200);
    expect((await signIn(t, who.email, 'chosen after reset')).statusCode).toBe(200);
  });
});
