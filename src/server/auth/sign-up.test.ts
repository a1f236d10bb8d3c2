import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@common/schemas/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import { confirmEmail, freshIdentity, mailsTo, post, signIn, signUp } from './auth.test-support';

const USERNAME_CHARS = 'Username can only contain letters, numbers, hyphens, and underscores';

/** SPEC section 5 rules on the sign-up endpoint, uniqueness, and no account enumeration. */
describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const countUsers = async (email: string) => {
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from users where lower(email) = lower(${email})`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  async function expectRejected(body: object, message: string) {
    const res = await post(t, '/api/v1/auth/sign-up/email', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error, JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', message });
    return res;
  }

  it('applies each username rule with its exact message', async () => {
    const base = freshIdentity('rules');
    await expectRejected({ ...base, name: '' }, 'Username is required');
    await expectRejected({ email: base.email, password: base.password }, 'Username is required');
    await expectRejected({ ...base, name: 'ab' }, 'Username must be at least 3 characters');
    await expectRejected({ ...base, name: 'a'.repeat(31) }, 'Username must be less than 30 characters');
    for (const name of ['bad name', 'bad!', 'émile', 'a.b.c', 'semi;colon', 'tab\tname']) {
      await expectRejected({ ...base, name }, USERNAME_CHARS);
    }
    expect(await countUsers(base.email)).toBe(0);
  });

  it('accepts usernames of exactly 3 and 30 characters, and passwords of exactly 8 and 128', async () => {
    const short = { name: 'a-_', email: 'three@example.com', password: 'x8-chars' };
    const long = {
      name: 'Z'.repeat(28) + '_9',
      email: 'thirty@example.com',
      password: 'p'.repeat(127) + 'q',
    };
    for (const who of [short, long]) {
      const res = await signUp(t, who);
      expect(res.statusCode, who.name).toBe(200);
      expect(await countUsers(who.email)).toBe(1);
    }
    await confirmEmail(t, long.email);
    expect((await signIn(t, long.email, long.password)).statusCode).toBe(200);
  });

  it('applies the e-mail and password rules with their exact messages', async () => {
    const base = freshIdentity('mail');
    await expectRejected({ ...base, email: '' }, 'Email is required');
    await expectRejected({ name: base.name, password: base.password }, 'Email is required');
    await expectRejected({ ...base, email: 'not-an-email' }, 'Please enter a valid email address');
    await expectRejected({ ...base, email: 'a@b' }, 'Please enter a valid email address');
    await expectRejected({ ...base, password: '' }, 'Password is required');
    await expectRejected({ ...base, password: '1234567' }, 'Password must be at least 8 characters');
    await expectRejected({ ...base, password: 'p'.repeat(129) }, 'Password must be at most 128 characters');
    expect(await countUsers(base.email)).toBe(0);
  });

  it('rejects a username taken in any letter case with a clear message', async () => {
    const first = { ...freshIdentity('taken'), name: 'Taken_Name' };
    expect((await signUp(t, first)).statusCode).toBe(200);
    for (const name of ['Taken_Name', 'taken_name', 'TAKEN_NAME', '  taken_name ']) {
      const res = await signUp(t, { ...freshIdentity('other'), name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'USERNAME_TAKEN', message: 'Username is already taken' } });
    }
  });

  it('answers a sign-up with a registered e-mail exactly like a fresh one, and mails the owner instead', async () => {
    const owner = freshIdentity('owner');
    const fresh = await signUp(t, owner);
    await confirmEmail(t, owner.email);

    const again = await signUp(t, {
      name: freshIdentity('intruder').name,
      email: owner.email.toUpperCase(),
      password: 'another password',
    });
    const other = await signUp(t, freshIdentity('newcomer'));
    for (const res of [fresh, again, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify({ status: true, message: AUTH_MESSAGES.checkEmail }));
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['content-type']).toBe(fresh.headers['content-type']);
    }

    expect(await countUsers(owner.email)).toBe(1);
    const subjects = (await mailsTo(t, owner.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Someone tried to create an Inkforge account with your email',
      'Confirm your Inkforge account',
    ]);
    // The account and its password are untouched.
    expect((await signIn(t, owner.email, 'another password')).statusCode).toBe(401);
    expect((await signIn(t, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('ignores fields a client may not set (tier, admin flag, XP, level, verification)', async () => {
    const who = freshIdentity('sneaky');
    const res = await post(t, '/api/v1/auth/sign-up/email', {
      ...who,
      subscriptionTier: 'Master Weaver',
      isAdmin: true,
      experiencePoints: 99999,
      userLevel: 50,
      emailVerified: true,
      bio: 'set by the client',
      image: 'https://evil.example/x.png',
      callbackURL: 'https://evil.example/',
    });
    expect(res.statusCode).toBe(200);
    // Still unconfirmed: the client could not mark its own address verified.
    expect((await signIn(t, who.email, who.password)).statusCode).toBe(403);
    await confirmEmail(t, who.email);
    const signedIn = await signIn(t, who.email, who.password);
    expect(signedIn.json().user).toMatchObject({
      subscriptionTier: 'Free',
      isAdmin: false,
      experiencePoints: 0,
      userLevel: 1,
      bio: '',
      profileImage: null,
    });
  });
});
