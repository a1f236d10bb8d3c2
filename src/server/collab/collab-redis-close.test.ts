import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { liveRoomRedisName } from './collab-hocuspocus';

const redisUrl = process.env.REDIS_URL;

/**
 * Closing the app closes the live room's Redis connections too (Hocuspocus's Redis extension:
 * publisher, subscriber, lock). They used to outlive the app and, with Redis unreachable, kept
 * reconnecting. Counted on the Redis server by this process's connection name (test files in one
 * worker process run one after another).
 */
describe.skipIf(!redisUrl)('live room Redis connections', () => {
  it('are open while the app runs and closed when it closes', async () => {
    const admin = new Redis(redisUrl!);
    const ours = async () =>
      String(await admin.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${liveRoomRedisName()} `)).length;
    try {
      const t = await createTestApp({ REDIS_URL: redisUrl! });
      await expect.poll(ours, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await t.close();
      await expect.poll(ours, { timeout: 10_000 }).toBe(0);
    } finally {
      await admin.quit();
    }
  });
});
