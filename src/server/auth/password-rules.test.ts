import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_MESSAGES, passwordSchema } from '@common/schemas/auth';
import { authAccounts } from '../db/schema/auth';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
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
import { hashPassword } from './password';

const GUESSABLE: [string, string][] = [
  [DEMO_PASSWORD, PASSWORD_MESSAGES.demo],
  ['InkForge Demo', PASSWORD_MESSAGES.demo],
  ['        ', PASSWORD_MESSAGES.oneCharacter],
  [' \t  \t   ', PASSWORD_MESSAGES.oneCharacter],
  ['aaaaaaaa', PASSWORD_MESSAGES.oneCharacter],
  ['ZZZZZZZZZZZZ', PASSWORD_MESSAGES.oneCharacter],
];

/** New passwords anyone could guess without a list: the README's, blanks, one key held down, the account's own name. */
describe('guessable new passwords', () => {
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

  it('the shared rule refuses them with a message that says why', () => {
    for (const [password, message] of GUESSABLE) {
      expect(message).toEqual(expect.any(String));
      expect(passwordSchema.safeParse(password).error?.issues[0]?.message, password).toBe(message);
    }
    expect(passwordSchema.safeParse('aaaaaaab').success).toBe(true);
  });

  it('sign-up refuses them, and the own e-mail or username, creating no account', async () => {
    const cases: [(who: ReturnType<typeof freshIdentity>) => string, string][] = [
      ...GUESSABLE.map(([password, message]) => [() => password, message] as [() => string, string]),
      [(who) => who.email.toUpperCase(), PASSWORD_MESSAGES.isEmail],
      [(who) => ` ${who.name} `, PASSWORD_MESSAGES.isUsername],
    ];
    for (const [passwordOf, message] of cases) {
      const who = freshIdentity('guessable');
      const res = await signUp(t, { ...who, password: passwordOf(who) });
      expect(res.statusCode, passwordOf(who)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(await countUsers(who.email)).toBe(0);
    }
  });

  it("a reset refuses the account's own e-mail and the demo password; the link still works for a good one", async () => {
    const user = await createSignedInUser(t, 'resetguess');
    await post(t, '/api/v1/auth/request-password-reset', { email: user.email });
    const link = linkIn(
      await lastMail(t, user.email, 'Reset your Inkforge password'),
      'Choose a new password',
    );
    const redirect = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token =
      new URL(String(redirect.headers.location), 'http://localhost').searchParams.get('token') ?? '';

    for (const [newPassword, message] of [
      [user.email, PASSWORD_MESSAGES.isEmail],
      [user.name, PASSWORD_MESSAGES.isUsername],
      [DEMO_PASSWORD, PASSWORD_MESSAGES.demo],
    ]) {
      const res = await post(t, '/api/v1/auth/reset-password', { newPassword, token });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(200);
    expect(
      (await post(t, '/api/v1/auth/reset-password', { newPassword: 'an uncommon choice', token })).statusCode,
    ).toBe(200);
  });

  it('an account that has the demo password (as the demo seed stores it) still signs in with it', async () => {
    const user = await createSignedInUser(t, 'seeded');
    await t.database.db
      .update(authAccounts)
      .set({ password: await hashPassword(DEMO_PASSWORD) })
      .where(eq(authAccounts.userId, user.user.id));
    expect((await signIn(t, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
