import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser, lastMail, linkIn, mailsTo, signIn, ORIGIN } from '../../auth/auth.test-support';
import { pngImage } from '../uploads/image-fixtures.test-support';
import { postUpload } from '../uploads/uploads.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  alice = await createSignedInUser(t, 'alice');
  bob = await createSignedInUser(t, 'bob');
});
afterAll(() => t.close());

const patch = (cookie: string | undefined, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/profile',
    payload: body,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json().user;

/** The caller's saved profile as a full payload, with `changes` on top. */
async function payload(who: Signed, changes: object = {}) {
  const u = await me(who.cookie);
  return {
    username: u.username,
    email: u.email,
    bio: u.bio || null,
    profileImage: u.profileImage,
    ...changes,
  };
}

async function uploadAvatar(cookie: string, bucket = 'profile-images'): Promise<string> {
  const res = await postUpload(t, bucket, await pngImage(900, 600), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

const storedKeys = () => t.app.ctx.storage.list('profile-images/');
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('PATCH /api/v1/me/profile: fields and messages (SPEC section 5)', () => {
  const cases: [string, object, number, string | null][] = [
    ['username of 2', { username: 'ab' }, 400, 'Username must be at least 3 characters'],
    ['username of 31', { username: 'u'.repeat(31) }, 400, 'Username must be less than 30 characters'],
    ['empty username', { username: '' }, 400, 'Username is required'],
    [
      'username with a space',
      { username: 'two words' },
      400,
      'Username can only contain letters, numbers, hyphens, and underscores',
    ],
    ['empty email', { email: '' }, 400, 'Email is required'],
    ['invalid email', { email: 'not-an-address' }, 400, 'Please enter a valid email address'],
    ['bio of 501', { bio: 'b'.repeat(501) }, 400, 'Bio must be less than 500 characters'],
  ];
  for (const [name, change, status, message] of cases) {
    it(`${name} -> ${status} ${message}`, async () => {
      const before = await me(alice.cookie);
      const res = await patch(alice.cookie, await payload(alice, change));
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(await me(alice.cookie)).toEqual(before);
    });
  }

  it('accepts usernames of 3 and 30 characters and a bio of 500, and saves them', async () => {
    for (const username of ['ab3', `${'x'.repeat(22)}${Date.now().toString(36).slice(-8)}`.slice(0, 30)]) {
      const bio = 'w'.repeat(500);
      const res = await patch(alice.cookie, await payload(alice, { username, bio }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ user: { username, bio }, pendingEmail: null });
      expect(await me(alice.cookie)).toMatchObject({ username, bio });
    }
  });

  it('a null bio clears it', async () => {
    await patch(alice.cookie, await payload(alice, { bio: 'Something' }));
    const res = await patch(alice.cookie, await payload(alice, { bio: null }));
    expect(res.json().user.bio).toBe('');
  });

  it("refuses another account's username in any case with the register flow's message, and keeps one's own in new case", async () => {
    const res = await patch(alice.cookie, await payload(alice, { username: bob.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'USERNAME_TAKEN', message: 'Username is already taken' });
    const own = (await me(bob.cookie)).username as string;
    const recased = await patch(bob.cookie, await payload(bob, { username: own.toUpperCase() }));
    expect(recased.statusCode).toBe(200);
    expect(recased.json().user.username).toBe(own.toUpperCase());
  });

  it('answers 401 to a guest', async () => {
    const res = await patch(undefined, {
      username: 'guest',
      email: 'g@example.com',
      bio: null,
      profileImage: null,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });
});

describe('profile picture', () => {
  it('saves own avatar upload; replacing it deletes the old object, removing deletes the current one', async () => {
    const first = await uploadAvatar(alice.cookie);
    expect(
      (await patch(alice.cookie, await payload(alice, { profileImage: first }))).json().user.profileImage,
    ).toBe(first);
    expect(await storedKeys()).toContain(keyOf(first));

    const second = await uploadAvatar(alice.cookie);
    const replaced = await patch(alice.cookie, await payload(alice, { profileImage: second }));
    expect(replaced.json().user.profileImage).toBe(second);
    expect(await storedKeys()).not.toContain(keyOf(first));
    expect(await storedKeys()).toContain(keyOf(second));

    // Saving other fields with the same picture keeps it.
    await patch(alice.cookie, await payload(alice, { bio: 'Same picture' }));
    expect(await storedKeys()).toContain(keyOf(second));

    const removed = await patch(alice.cookie, await payload(alice, { profileImage: null }));
    expect(removed.json().user.profileImage).toBeNull();
    expect(await storedKeys()).not.toContain(keyOf(second));
  });

  it("refuses someone else's upload, another bucket and outside addresses with 'Invalid image URL'", async () => {
    const bobs = await uploadAvatar(bob.cookie);
    const cover = await uploadAvatar(alice.cookie, 'story-images');
    for (const url of [bobs, cover, 'https://evil.example/a.jpg', '/uploads/profile-images/../x.jpg']) {
      const res = await patch(alice.cookie, await payload(alice, { profileImage: url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe('Invalid image URL');
    }
    expect(await storedKeys()).toContain(keyOf(bobs));
  });
});

describe('changing the e-mail', () => {
  let carol: Signed;
  beforeEach(async () => {
    carol = await createSignedInUser(t, 'carol');
  });
  const newAddress = () => `new_${Math.random().toString(36).slice(2, 10)}@example.com`;

  it('needs the current password; a wrong one is refused and nothing is saved or mailed', async () => {
    const target = newAddress();
    const missing = await patch(carol.cookie, await payload(carol, { email: target, bio: 'changed' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { path: 'currentPassword', message: 'Enter your current password to change your email' },
    ]);
    const wrong = await patch(
      carol.cookie,
      await payload(carol, { email: target, bio: 'changed', currentPassword: 'not my password' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { path: 'currentPassword', message: 'Your current password is not correct' },
    ]);
    expect(await me(carol.cookie)).toMatchObject({ email: carol.email, bio: '' });
    expect(await mailsTo(t, target)).toEqual([]);
  });

  it('keeps the old address until the link mailed to the new one is followed; the link works once', async () => {
    const target = newAddress();
    const res = await patch(
      carol.cookie,
      await payload(carol, { email: target.toUpperCase(), bio: 'hello', currentPassword: carol.password }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pendingEmail: target, user: { email: carol.email, bio: 'hello' } });
    expect((await me(carol.cookie)).email).toBe(carol.email);
    // The old address still signs in; the new one does not yet.
    expect((await signIn(t, carol.email, carol.password)).statusCode).toBe(200);
    expect((await signIn(t, target, carol.password)).statusCode).toBe(401);

    const link = linkIn(
      await lastMail(t, target, 'Confirm your new Inkforge email address'),
      'Confirm my new email',
    );
    expect(link.pathname).toBe('/api/v1/me/email-change/confirm');
    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/profile/edit?email=confirmed');
    expect((await me(carol.cookie)).email).toBe(target);
    expect((await signIn(t, target, carol.password)).statusCode).toBe(200);
    expect((await signIn(t, carol.email, carol.password)).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe('/profile/edit?email=invalid');
    expect((await me(carol.cookie)).email).toBe(target);
  });

  /** Asks to move carol to `email` and returns the link mailed there. */
  async function requestChange(email: string): Promise<URL> {
    const res = await patch(carol.cookie, await payload(carol, { email, currentPassword: carol.password }));
    expect(res.statusCode, res.body).toBe(200);
    return linkIn(
      await lastMail(t, email, 'Confirm your new Inkforge email address'),
      'Confirm my new email',
    );
  }
  const follow = async (link: URL) =>
    (await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location;

  it('after a change and a change back, the first link no longer works', async () => {
    const original = carol.email;
    const toB = await requestChange(newAddress());
    expect(await follow(toB)).toBe('/profile/edit?email=confirmed');
    expect(await follow(await requestChange(original))).toBe('/profile/edit?email=confirmed');
    expect((await me(carol.cookie)).email).toBe(original);

    expect(await follow(toB)).toBe('/profile/edit?email=invalid');
    expect((await me(carol.cookie)).email).toBe(original);
  });

  it('a newer request makes the earlier link stop working', async () => {
    const [first, second] = [newAddress(), newAddress()];
    const firstLink = await requestChange(first);
    const secondLink = await requestChange(second);
    expect(await follow(firstLink)).toBe('/profile/edit?email=invalid');
    expect((await me(carol.cookie)).email).toBe(carol.email);
    expect(await follow(secondLink)).toBe('/profile/edit?email=confirmed');
    expect((await me(carol.cookie)).email).toBe(second);
  });

  it('a forged or missing token changes nothing', async () => {
    for (const url of [
      '/api/v1/me/email-change/confirm?token=abc.def.ghi',
      '/api/v1/me/email-change/confirm',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers.location).toBe('/profile/edit?email=invalid');
    }
    expect((await me(carol.cookie)).email).toBe(carol.email);
  });

  it('an address that already has an account gets no mail and the answer looks the same', async () => {
    const res = await patch(
      carol.cookie,
      await payload(carol, { email: bob.email, currentPassword: carol.password }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingEmail).toBe(bob.email);
    expect((await mailsTo(t, bob.email)).filter((m) => m.subject.startsWith('Confirm your new'))).toEqual([]);
    expect((await me(carol.cookie)).email).toBe(carol.email);
  });

  it('the same address in other case is no change and needs no password', async () => {
    const res = await patch(carol.cookie, await payload(carol, { email: carol.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingEmail).toBeNull();
    expect((await me(carol.cookie)).email).toBe(carol.email);
    expect(await mailsTo(t, carol.email.toUpperCase())).toEqual([]);
  });
});
