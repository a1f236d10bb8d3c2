import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@common/schemas/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  ORIGIN,
  confirmEmail,
  freshIdentity,
  lastMail,
  linkIn,
  mailsTo,
  post,
  sessionCookie,
  signIn,
  signUp,
} from './auth.test-support';

/** The whole account life cycle through the HTTP API, as the SPA drives it. */
describe('register, confirm, sign in, sign out', () => {
  let t: TestApp;
  const who = freshIdentity('flow');
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('signs up without a session and mails a confirmation link', async () => {
    const res = await signUp(t, { ...who, email: who.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.checkEmail });
    expect(res.headers['set-cookie']).toBeUndefined();

    const mails = await mailsTo(t, who.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your Inkforge account']);
    const link = linkIn(mails[0]!, 'Confirm my email');
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/api/v1/auth/verify-email');
    expect(mails[0]!.text).toContain(link.toString());
  });

  it('refuses to sign in before the e-mail is confirmed, with the spec message', async () => {
    const res = await signIn(t, who.email, who.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'EMAIL_NOT_CONFIRMED', message: AUTH_MESSAGES.emailNotConfirmed },
    });
    expect(sessionCookie(res)).toBe('');
  });

  it('sends a broken confirmation link to the sign-in screen, not to a JSON page', async () => {
    for (const url of [
      '/api/v1/auth/verify-email?token=not-a-token',
      '/api/v1/auth/verify-email',
      '/api/v1/auth/verify-email?token=x&callbackURL=https://evil.example/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/login?error=invalid_token');
    }
  });

  it('confirms the account through the e-mailed link', async () => {
    const res = await confirmEmail(t, who.email);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?confirmed=1');
    // Confirming does not sign anyone in; the user signs in next.
    expect(sessionCookie(res)).toBe('');
  });

  it('answers a wrong password with the spec message and no hint', async () => {
    for (const [email, password] of [
      [who.email, 'wrong password!'],
      ['nobody-here@example.com', who.password],
      ['not-an-email', who.password],
    ] as const) {
      const res = await signIn(t, email, password);
      expect(res.statusCode, email).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.loginFailed },
      });
    }
  });

  it('validates the sign-in form with the shared messages', async () => {
    const res = await signIn(t, '  ', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Email is required' });
    const res2 = await signIn(t, who.email, '');
    expect(res2.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Password is required' });
  });

  it('signs in (e-mail in any case), then /me answers with the user, then sign-out ends the session', async () => {
    const res = await signIn(t, who.email.toUpperCase(), who.password);
    expect(res.statusCode).toBe(200);
    const cookieHeader = String(res.headers['set-cookie']);
    expect(cookieHeader).toMatch(/inkforge\.session_token=/);
    expect(cookieHeader).toMatch(/HttpOnly/);
    expect(cookieHeader).toMatch(/SameSite=Lax/);
    expect(cookieHeader).not.toMatch(/Secure/); // PUBLIC_URL is http here
    expect(res.json().user).toMatchObject({ username: who.name, email: who.email });
    expect(JSON.stringify(res.json())).not.toContain('token');

    const cookie = sessionCookie(res);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const user = me.json().user;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: who.name,
      email: who.email,
      bio: '',
      profileImage: null,
      subscriptionTier: 'Free',
      isAdmin: false,
      joinDate: expect.any(String),
      userLevel: 1,
      experiencePoints: 0,
    });
    expect(new Date(user.joinDate).toISOString()).toBe(user.joinDate);
    expect(Date.now() - Date.parse(user.joinDate)).toBeLessThan(60_000);
    // The sign-in answer is the same user /me reads.
    expect(res.json().user).toEqual(user);

    const out = await post(t, '/api/v1/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/inkforge\.session_token=;.*Max-Age=0/);

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } });
  });

  it('gives a browser-session cookie when "remember me" is off', async () => {
    const remembered = await signIn(t, who.email, who.password, { rememberMe: true });
    expect(String(remembered.headers['set-cookie'])).toMatch(
      /inkforge\.session_token=[^;]+;[^,]*Max-Age=\d+/,
    );

    const res = await signIn(t, who.email, who.password, { rememberMe: false });
    expect(res.statusCode).toBe(200);
    const session = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('inkforge.session_token='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Max-Age|Expires/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers /me without a cookie, or with a forged one, with 401', async () => {
    for (const cookie of [undefined, 'inkforge.session_token=forged.value']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } });
    }
  });

  it('re-sends the confirmation only to an unconfirmed account, answering the same either way', async () => {
    const pending = freshIdentity('pending');
    await signUp(t, pending);
    const before = (await mailsTo(t, pending.email)).length;

    const answers = [];
    for (const email of [pending.email, who.email, 'nobody-at-all@example.com']) {
      const res = await post(t, '/api/v1/auth/send-verification-email', { email, callbackURL: '/login' });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ status: true, message: AUTH_MESSAGES.resendSuccess }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect((await mailsTo(t, pending.email)).length).toBe(before + 1);
    expect((await mailsTo(t, who.email)).filter((m) => m.subject.startsWith('Confirm')).length).toBe(1);
    // The new link works, whatever callbackURL the client sent.
    const link = linkIn(
      await lastMail(t, pending.email, 'Confirm your Inkforge account'),
      'Confirm my email',
    );
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.headers.location).toBe('/login?confirmed=1');
    expect((await signIn(t, pending.email, pending.password)).statusCode).toBe(200);

    const empty = await post(t, '/api/v1/auth/send-verification-email', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AUTH_MESSAGES.resendNoEmail);
  });
});
