import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createConcurrencyLimit, DECODE_CONCURRENCY, imageDecodes } from './decode-limit';
import { pngImage } from './image-fixtures.test-support';
import { createDriverApp, postUpload, type DriverApp } from './uploads.test-support';

describe('the concurrency limit', () => {
  it('runs at most `max` tasks at once, the rest in arrival order, and survives failures', async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      limit
        .run(async () => {
          started.push(i);
          await new Promise<void>((resolve) => release.push(resolve));
          if (i === 1) throw new Error('task 1 failed');
          return i;
        })
        .catch(() => 'failed' as const),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.stats()).toMatchObject({ active: 2, waiting: 4 });
    while (release.length > 0 || started.length < 6) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(tasks)).toEqual([0, 'failed', 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limit.stats()).toEqual({ active: 0, waiting: 0, peak: 2 });
  });
});

/** 12 uploads at once: every one is stored, but never more than two images are decoded together. */
describe('image decodes under parallel uploads', () => {
  let t: DriverApp;
  beforeAll(async () => {
    t = await createDriverApp('local');
  });
  afterAll(() => t.close());

  it(`decodes at most ${DECODE_CONCURRENCY} images at a time, and all uploads succeed`, async () => {
    const users = await Promise.all([
      createSignedInUser(t, 'pa'),
      createSignedInUser(t, 'pb'),
      createSignedInUser(t, 'pc'),
    ]);
    const png = await pngImage(1600, 1200);
    const uploads = Array.from({ length: 12 }, (_, i) =>
      postUpload(t, 'story-images', png, { cookie: users[i % 3]!.cookie }),
    );
    const results = await Promise.all(uploads);
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const { peak, active, waiting } = imageDecodes.stats();
    expect(peak).toBe(DECODE_CONCURRENCY);
    expect({ active, waiting }).toEqual({ active: 0, waiting: 0 });
  });
});
