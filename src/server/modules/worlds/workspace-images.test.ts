import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { pngImage } from '../uploads/image-fixtures.test-support';
import { fetchUpload, postUpload } from '../uploads/uploads.test-support';
import { call, setTier } from './workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * Images of worlds and characters are the caller's own uploads; a replaced or orphaned one is
 * deleted from storage, unless another of the owner's rows still shows it.
 */
describe.each([
  {
    base: '/api/v1/worlds',
    bucket: 'world-images',
    field: 'worldImage',
    body: { name: 'Pictured', genre: 'Fantasy' },
  },
  {
    base: '/api/v1/characters',
    bucket: 'character-images',
    field: 'characterImage',
    body: { name: 'Pictured' },
  },
])('$base images', ({ base, bucket, field, body }) => {
  let t: TestApp;
  let alice: Signed;
  let bob: Signed;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [alice, bob] = [await createSignedInUser(t, 'alice'), await createSignedInUser(t, 'bob')];
    await setTier(t, alice.user.id, 'Master Weaver');
    png = await pngImage(40, 30);
  });
  afterAll(() => t.close());

  const upload = async (who: Signed, into = bucket) => {
    const res = await postUpload(t, into, png, { cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  };
  const stored = async (url: string) => (await fetchUpload(t, url)).statusCode === 200;
  const create = (image: string | null) => call(t, 'POST', base, alice.cookie, { ...body, [field]: image });

  it('keeps an own upload, deletes it once replaced, and the last one with the item', async () => {
    const [first, second] = [await upload(alice), await upload(alice)];
    const made = await create(first);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()[field]).toBe(first);
    const replaced = await call(t, 'PATCH', `${base}/${made.json().id}`, alice.cookie, { [field]: second });
    expect(replaced.json()[field]).toBe(second);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    // Saving the form again with the same image keeps it.
    await call(t, 'PATCH', `${base}/${made.json().id}`, alice.cookie, { [field]: second, name: 'Renamed' });
    expect(await stored(second)).toBe(true);
    expect((await call(t, 'DELETE', `${base}/${made.json().id}`, alice.cookie)).statusCode).toBe(204);
    expect(await stored(second)).toBe(false);
  });

  it('keeps an image still shown by another of the owner’s items', async () => {
    const shared = await upload(alice);
    const a = (await create(shared)).json();
    const b = (await create(shared)).json();
    await call(t, 'PATCH', `${base}/${a.id}`, alice.cookie, { [field]: null });
    expect(await stored(shared)).toBe(true);
    await call(t, 'DELETE', `${base}/${b.id}`, alice.cookie);
    expect(await stored(shared)).toBe(false);
  });

  it('accepts the app’s absolute upload address too, and refuses other users’ uploads and other buckets', async () => {
    const own = await upload(alice);
    const absolute = `${t.config.publicUrl}${own}`;
    expect((await create(absolute)).statusCode).toBe(201);
    const otherBucket = await upload(alice, bucket === 'world-images' ? 'character-images' : 'world-images');
    for (const url of [await upload(bob), otherBucket, 'https://images.example/a.jpg', `${own}?x=1`]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({
        message: 'Invalid image URL',
        details: [{ path: field, message: 'Invalid image URL' }],
      });
    }
    expect(await stored(own)).toBe(true);
  });
});
