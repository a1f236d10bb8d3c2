import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PASSWORD_MESSAGES, passwordSchema } from '@common/schemas/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  createSignedInUser,
  freshIdentity,
  lastMail,
  linkIn,
  post,
  signIn,
  signUp,
} from './auth.test-support';

const TOO_COMMON = { code: 'VALIDATION_ERROR', message: PASSWORD_MESSAGES.tooCommon };
const COMMON = ['password123', 'PASSWORD123', 'Password1', 'qwertyuiop', '12345678', 'iloveyou'];

/** New passwords may not be one of the 10,000 most common ones, whatever their case. */
describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const countUsers = async (email: string) => {
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('the shared rule refuses common passwords case-insensitively and keeps the length messages first', () => {
    for (const password of COMMON)
      expect(passwordSchema.safeParse(password).error?.issues[0]?.message, password).toBe(TOO_COMMON.message);
    expect(passwordSchema.safeParse('abc').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(passwordSchema.safeParse('quill and inkpot').success).toBe(true);
  });

  it('sign-up with a common password is refused and creates no account', async () => {
    for (const password of COMMON) {
      const who = { ...freshIdentity('common'), password };
      const res = await signUp(t, who);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error).toMatchObject(TOO_COMMON);
      expect(await countUsers(who.email)).toBe(0);
    }
  });

  it('a password reset to a common password is refused; the old password and the link still work', async () => {
    const user = await createSignedInUser(t, 'resetcommon');
    await post(t, '/api/v1/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const link = linkIn(
      await lastMail(t, user.email, 'Reset your Inkforge password'),
      'Choose a new password',
    );
    const redirect = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token =
      new URL(String(redirect.headers.location), 'http://localhost').searchParams.get('token') ?? '';

    const res = await post(t, '/api/v1/auth/reset-password', { newPassword: 'Password123', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(TOO_COMMON);
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(t, user.email, 'Password123')).statusCode).toBe(401);
    expect(
      (await post(t, '/api/v1/auth/reset-password', { newPassword: 'an uncommon choice', token })).statusCode,
    ).toBe(200);
  });
});
