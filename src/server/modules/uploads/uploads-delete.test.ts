import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@common/schemas/upload';
import { createSignedInUser } from '../../auth/auth.test-support';
import { STORAGE_DRIVERS } from '../../storage/storage-drivers.test-support';
import { PLAIN_TEXT, pngImage } from './image-fixtures.test-support';
import { UPLOADS_PER_MINUTE } from './uploads.routes';
import { deleteImageIfOwned } from './uploads.service';
import {
  createDriverApp,
  deleteUpload,
  fetchUpload,
  postUpload,
  type DriverApp,
} from './uploads.test-support';

describe.each(STORAGE_DRIVERS)('deleting uploads on %s storage', (driver) => {
  let t: DriverApp;
  let alice: Awaited<ReturnType<typeof createSignedInUser>>;
  let bob: Awaited<ReturnType<typeof createSignedInUser>>;
  let png: Buffer;
  beforeAll(async () => {
    t = await createDriverApp(driver);
    alice = await createSignedInUser(t, 'alice');
    bob = await createSignedInUser(t, 'bob');
    png = await pngImage(40, 30);
  });
  afterAll(() => t.close());

  const uploadAs = async (cookie: string, bucket = 'character-images') => {
    const res = await postUpload(t, bucket, png, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; path: string };
  };
  const stored = (bucket: string, path: string) => t.app.ctx.storage.exists(`${bucket}/${path}`);

  it('lets the owner delete an image by its URL; the file is gone afterwards', async () => {
    const { url, path } = await uploadAs(alice.cookie);
    const res = await deleteUpload(t, url, alice.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored('character-images', path)).toBe(false);
    expect((await fetchUpload(t, url)).statusCode).toBe(404);
    expect((await deleteUpload(t, url, alice.cookie)).statusCode).toBe(404);
  });

  it('accepts the absolute form of the URL on the app address', async () => {
    const { url, path } = await uploadAs(alice.cookie, 'profile-images');
    expect((await deleteUpload(t, `${t.config.publicUrl}${url}`, alice.cookie)).statusCode).toBe(204);
    expect(await stored('profile-images', path)).toBe(false);
  });

  it("answers 404 for another user's image and leaves it in place", async () => {
    const { url, path } = await uploadAs(alice.cookie);
    const res = await deleteUpload(t, url, bob.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await stored('character-images', path)).toBe(true);
  });

  it('refuses URLs this app never handed out with the spec message', async () => {
    for (const url of [
      '',
      'https://elsewhere.example/uploads/x.jpg',
      '/uploads/../db/x',
      '/api/v1/me',
      `/uploads/character-images/${alice.user.id}`,
    ]) {
      const res = await deleteUpload(t, url, alice.cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(IMAGE_MESSAGES.invalidUrl);
    }
  });

  it('answers 401 to guests', async () => {
    const { url, path } = await uploadAs(alice.cookie);
    const res = await deleteUpload(t, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    expect(await stored('character-images', path)).toBe(true);
  });

  it("deleteImageIfOwned removes only the given user's own uploads and never throws for other URLs", async () => {
    const { url, path } = await uploadAs(alice.cookie, 'world-images');
    expect(await deleteImageIfOwned(t.app.ctx, url, bob.user.id)).toBe(false);
    expect(await stored('world-images', path)).toBe(true);
    for (const other of [null, undefined, '', 'https://images.example/cover.jpg', '/uploads/nope']) {
      expect(await deleteImageIfOwned(t.app.ctx, other, alice.user.id)).toBe(false);
    }
    expect(await deleteImageIfOwned(t.app.ctx, url, alice.user.id)).toBe(true);
    expect(await stored('world-images', path)).toBe(false);
    expect(await deleteImageIfOwned(t.app.ctx, url, alice.user.id)).toBe(false);
  });

  it('documents the upload endpoints in the OpenAPI document, not the file paths', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/v1/uploads/{bucket}']?.post).toBeDefined();
    expect(paths['/api/v1/uploads']?.delete).toBeDefined();
    expect(Object.keys(paths).filter((p) => p.startsWith('/uploads'))).toEqual([]);
  });

  it(`limits each user to ${UPLOADS_PER_MINUTE} uploads a minute, counting refused ones`, async () => {
    const carol = await createSignedInUser(t, 'carol');
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      expect((await postUpload(t, 'story-images', PLAIN_TEXT, { cookie: carol.cookie })).statusCode).toBe(
        400,
      );
    }
    const limited = await postUpload(t, 'story-images', png, { cookie: carol.cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    // Counted per user: someone else on the same address is not held back.
    expect((await postUpload(t, 'story-images', png, { cookie: bob.cookie })).statusCode).toBe(200);
  });
});

describe('S3 storage with S3_PUBLIC_URL', () => {
  let t: DriverApp;
  let alice: Awaited<ReturnType<typeof createSignedInUser>>;
  const publicBase = 'https://cdn.example.test/inkforge-test';
  beforeAll(async () => {
    t = await createDriverApp('s3', { S3_PUBLIC_URL: publicBase });
    alice = await createSignedInUser(t, 'alice');
  });
  afterAll(() => t.close());

  it('hands out the public address, redirects /uploads links to it, and deletes by either form', async () => {
    const res = await postUpload(t, 'story-images', await pngImage(30, 30), { cookie: alice.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { url, path } = res.json();
    expect(url).toBe(`${publicBase}/story-images/${path}`);

    const viaApp = await fetchUpload(t, `/uploads/story-images/${path}`);
    expect(viaApp.statusCode).toBe(302);
    expect(viaApp.headers.location).toBe(url);

    expect((await deleteUpload(t, url, alice.cookie)).statusCode).toBe(204);
    expect(await t.app.ctx.storage.list('story-images/')).toEqual([]);
  });
});
