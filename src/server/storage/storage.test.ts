import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { InvalidKeyError, ObjectExistsError, isValidKey, type Storage } from './storage';
import { STORAGE_DRIVERS, startTestS3, type TestS3 } from './storage-drivers.test-support';

const bytes = (s: string) => new TextEncoder().encode(s);
let counter = 0;
const freshKey = (ext = 'jpg') => `story-images/u${Date.now()}/${counter++}-k.${ext}`;

describe('storage keys', () => {
  it('accepts bucket/owner/file keys and refuses anything that could leave the root', () => {
    expect(isValidKey('story-images/0b6f6c1e-8a2b-4c3d-9e0f-112233445566/1700000000000-ab12.jpg')).toBe(true);
    for (const bad of [
      '',
      'single',
      '../etc/passwd',
      'story-images/../x.jpg',
      'story-images/./x.jpg',
      '/story-images/x.jpg',
      'story-images//x.jpg',
      'story-images/x.jpg/',
      'story-images\\x.jpg',
      'story-images/.hidden',
      'story-images/%2e%2e/x.jpg',
      'story-images/x y.jpg',
      `story-images/${'a'.repeat(600)}.jpg`,
    ]) {
      expect(isValidKey(bad), bad).toBe(false);
    }
  });
});

describe.each(STORAGE_DRIVERS)('%s storage', (driver) => {
  let storage: Storage;
  let s3: TestS3 | undefined;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-storage-'));
    if (driver === 's3') {
      s3 = await startTestS3();
      storage = new S3Storage(s3.options);
    } else {
      storage = new LocalDiskStorage(root);
    }
  });
  afterAll(async () => {
    await storage.close();
    await s3?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores, reads back, lists and deletes an object', async () => {
    const key = freshKey();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, bytes('jpeg bytes'), 'image/jpeg');
    expect(await storage.exists(key)).toBe(true);
    const object = await storage.get(key);
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('image/jpeg');
    expect(object!.size).toBe(10);
    expect(await text(object!.body)).toBe('jpeg bytes');
    expect(await storage.list(key.slice(0, key.lastIndexOf('/')))).toEqual([key]);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.list(key.slice(0, key.lastIndexOf('/')))).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('never overwrites: a second put of the same key fails and the first content stays', async () => {
    const key = freshKey();
    await storage.put(key, bytes('first'), 'image/jpeg');
    await expect(storage.put(key, bytes('second'), 'image/jpeg')).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await text((await storage.get(key))!.body)).toBe('first');
  });

  it('refuses invalid keys on every operation', async () => {
    for (const op of [
      () => storage.put('../escape.jpg', bytes('x'), 'image/jpeg'),
      () => storage.get('story-images/../../x.jpg'),
      () => storage.exists('/abs/x.jpg'),
      () => storage.delete('story-images/.hidden'),
    ]) {
      await expect(op()).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(() => storage.publicUrl('a/../b')).toThrow(InvalidKeyError);
  });

  it('gives app-relative URLs under /uploads', () => {
    expect(storage.publicUrl('world-images/u1/1-a.jpg')).toBe('/uploads/world-images/u1/1-a.jpg');
  });
});

describe('local disk storage specifics', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lets exactly one of many simultaneous puts of one key win, and leaves no partial files', async () => {
    const key = freshKey();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => storage.put(key, bytes(`writer ${i}`), 'image/jpeg')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected' && r.reason instanceof ObjectExistsError),
    ).toHaveLength(7);
    expect(await storage.list()).toEqual([key]);
  });

  it('refuses a content type its extension does not stand for (it is read back from the extension)', async () => {
    await expect(storage.put(freshKey('jpg'), bytes('<svg/>'), 'image/svg+xml')).rejects.toThrow(
      /does not match/,
    );
  });

  it('keeps files under the root folder, one file per key', async () => {
    const key = freshKey();
    await storage.put(key, bytes('on disk'), 'image/jpeg');
    expect(fs.readFileSync(path.join(root, ...key.split('/')), 'utf8')).toBe('on disk');
  });
});

describe('S3 storage with a public address', () => {
  it('hands out the store address when S3_PUBLIC_URL is set', () => {
    const storage = new S3Storage({
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.test/b/',
    });
    expect(storage.publicUrl('story-images/u1/1-a.jpg')).toBe(
      'https://cdn.example.test/b/story-images/u1/1-a.jpg',
    );
    void storage.close();
  });
});
