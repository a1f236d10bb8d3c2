import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_MESSAGES } from '@common/schemas/upload';
import { createSignedInUser } from '../../auth/auth.test-support';
import { STORAGE_DRIVERS } from '../../storage/storage-drivers.test-support';
import {
  HTML_PAGE,
  PLAIN_TEXT,
  PNG_HTML_POLYGLOT,
  SVG_WITH_SCRIPT,
  hasGpsPointer,
  jpegImage,
  jpegRotatedByExif,
  jpegWithGps,
  pngBomb,
  pngImage,
  webpImage,
} from './image-fixtures.test-support';
import { createDriverApp, fetchUpload, postUpload, type DriverApp } from './uploads.test-support';

type Res = Awaited<ReturnType<typeof postUpload>>;

describe.each(STORAGE_DRIVERS)('POST /api/v1/uploads/:bucket on %s storage', (driver) => {
  let t: DriverApp;
  let alice: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createDriverApp(driver);
    alice = await createSignedInUser(t, 'alice');
  });
  afterAll(() => t.close());

  const upload = (
    bytes: Uint8Array,
    options: Parameters<typeof postUpload>[3] = {},
    bucket = 'story-images',
  ) => postUpload(t, bucket, bytes, { cookie: alice.cookie, ...options });

  /** The stored JPEG behind an accepted upload, fetched through GET /uploads like a browser would. */
  async function storedImage(res: Res) {
    expect(res.statusCode, res.body).toBe(200);
    const file = await fetchUpload(t, res.json().url);
    expect(file.statusCode).toBe(200);
    return { file, meta: await sharp(file.rawPayload).metadata() };
  }

  /** Sends a hostile or broken upload and checks the refusal and that storage is unchanged. */
  async function expectRefused(
    send: () => Promise<Res>,
    status: number,
    error: { code: string; message?: string },
  ) {
    const before = await t.app.ctx.storage.list();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatchObject(error);
    expect(await t.app.ctx.storage.list()).toEqual(before);
  }

  it('turns a PNG into a JPEG inside 400x400 under <userId>/<timestamp>-<suffix>.jpg, served immutable', async () => {
    const res = await upload(await pngImage(1200, 600, true));
    const { url, path } = res.json();
    expect(path).toMatch(new RegExp(`^${alice.user.id}/\\d{13}-[0-9a-f]{16}\\.jpg$`));
    expect(url).toBe(`/uploads/story-images/${path}`);
    expect(await t.app.ctx.storage.list(`story-images/${alice.user.id}/`)).toEqual([`story-images/${path}`]);

    const { file, meta } = await storedImage(res);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
    expect(meta.exif ?? meta.icc ?? meta.xmp ?? meta.iptc).toBeUndefined();
    // The transparent left half is flattened on white, not black.
    const { data } = await sharp(file.rawPayload)
      .extract({ left: 20, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
  });

  it('never enlarges a small image', async () => {
    const { meta } = await storedImage(await upload(await pngImage(120, 60)));
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 60 });
  });

  it('drops EXIF, GPS included, from a JPEG', async () => {
    const original = await jpegWithGps(900, 900);
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const { file, meta } = await storedImage(
      await upload(original, { filename: 'holiday.jpg', type: 'image/jpeg' }),
    );
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('FixtureCam'))).toBe(false);
  });

  it('turns a sideways photo upright by its EXIF orientation before dropping it', async () => {
    const { meta } = await storedImage(
      await upload(await jpegRotatedByExif(300, 100), { type: 'image/jpeg' }),
    );
    expect(meta).toMatchObject({ width: 100, height: 300 });
    expect(meta.orientation).toBeUndefined();
  });

  it('accepts lossy and lossless WebP', async () => {
    for (const lossless of [false, true]) {
      const { meta } = await storedImage(
        await upload(await webpImage(800, 400, lossless), { filename: 'a.webp', type: 'image/webp' }),
      );
      expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 200 });
    }
  });

  it('goes by the bytes, not the name or declared type: a PNG called notes.txt is accepted', async () => {
    const { meta } = await storedImage(
      await upload(await pngImage(50, 40), { filename: 'notes.txt', type: 'text/plain' }),
    );
    expect(meta).toMatchObject({ format: 'jpeg', width: 50, height: 40 });
  });

  it('refuses text, HTML and SVG dressed up as PNG with the spec message', async () => {
    for (const bytes of [PLAIN_TEXT, HTML_PAGE, SVG_WITH_SCRIPT]) {
      await expectRefused(() => upload(bytes, { filename: 'picture.png', type: 'image/png' }), 400, {
        code: 'INVALID_FILE_TYPE',
        message: IMAGE_MESSAGES.invalidType,
      });
    }
  });

  it('refuses a PNG signature followed by a web page', async () => {
    await expectRefused(() => upload(PNG_HTML_POLYGLOT), 400, { code: 'INVALID_IMAGE' });
  });

  it('keeps only the pixels of a real PNG that carries a script after its end', async () => {
    const polyglot = Buffer.concat([await pngImage(40, 40), HTML_PAGE]);
    const { file } = await storedImage(await upload(polyglot));
    expect(file.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('refuses files over 5 MB with the spec message, at and far beyond the limit', async () => {
    const png = await pngImage(10, 10);
    for (const size of [5 * 1024 * 1024 + 1, 8 * 1024 * 1024]) {
      const big = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      await expectRefused(() => upload(big), 413, {
        code: 'FILE_TOO_LARGE',
        message: IMAGE_MESSAGES.tooLarge,
      });
    }
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    await expectRefused(() => upload(bomb), 400, { code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
    await expectRefused(() => upload(pngBomb(7_000, 7_000)), 400, { code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
  });

  it('refuses truncated JPEG, PNG and WebP files', async () => {
    for (const whole of [await jpegImage(600, 400), await pngImage(600, 400), await webpImage(600, 400)]) {
      const half = whole.subarray(0, Math.floor(whole.length / 2));
      await expectRefused(() => upload(half), 400, { code: 'INVALID_IMAGE' });
    }
  });

  it('answers 401 to guests, without storing anything', async () => {
    await expectRefused(() => postUpload(t, 'story-images', PLAIN_TEXT), 401, {
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });

  it('accepts the five spec buckets only', async () => {
    const png = await pngImage(20, 20);
    for (const bucket of [
      'character-images',
      'world-images',
      'story-images',
      'template-images',
      'profile-images',
    ]) {
      const res = await upload(png, {}, bucket);
      expect(res.statusCode, bucket).toBe(200);
      expect(res.json().url).toBe(`/uploads/${bucket}/${res.json().path}`);
    }
    await expectRefused(() => upload(png, {}, 'avatars'), 400, { code: 'VALIDATION_ERROR' });
  });

  it('asks for the file when the form has none in the field "file"', async () => {
    const png = await pngImage(20, 20);
    await expectRefused(() => upload(png, { field: 'image' }), 400, { code: 'NO_FILE' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/story-images',
      payload: { file: 'x' },
      headers: { cookie: alice.cookie },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.code).toBe('NO_FILE');
  });

  it('gives each upload of the same image its own key', async () => {
    const png = await pngImage(30, 30);
    const [a, b] = await Promise.all([upload(png), upload(png)]);
    expect(a!.json().path).not.toBe(b!.json().path);
  });
});

describe.each(STORAGE_DRIVERS)('GET /uploads/... on %s storage', (driver) => {
  let t: DriverApp;
  let url: string;
  beforeAll(async () => {
    t = await createDriverApp(driver);
    const bob = await createSignedInUser(t, 'bob');
    url = (await postUpload(t, 'world-images', await pngImage(64, 64), { cookie: bob.cookie })).json().url;
  });
  afterAll(() => t.close());

  it('serves the file to anyone, HEAD included', async () => {
    expect((await fetchUpload(t, url)).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for missing files, unknown buckets and every path-traversal trick', async () => {
    const [, , bucket, owner] = url.split('/');
    for (const probe of [
      `/uploads/${bucket}/${owner}/0-missing.jpg`,
      `/uploads/secrets/${owner}/x.jpg`,
      '/uploads/../../../etc/passwd',
      '/uploads/world-images/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      `/uploads/world-images/${owner}/..%2F..%2F..%2Fdb`,
      '/uploads/world-images/.incoming/x.part',
      '/uploads/world-images%5C..%5C..%5Cetc%5Cpasswd',
      '/uploads/',
    ]) {
      const res = await fetchUpload(t, probe);
      expect(res.statusCode, probe).toBe(404);
      expect(res.headers['content-type'], probe).toMatch(/^application\/json/);
    }
  });
});
