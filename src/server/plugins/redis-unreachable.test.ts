import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';

/**
 * With REDIS_URL set and Redis down, every client the app opens (rate limits, the live room's
 * publisher, subscriber and lock, the play hub's two) retries quietly: its errors reach a
 * listener that logs once per outage. A client without one makes ioredis print "[ioredis]
 * Unhandled error event" and a stack on standard error at every retry.
 */
describe('Redis unreachable', () => {
  it('no client of the app prints unhandled errors while it retries', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const emitted = vi.spyOn(Redis.prototype, 'emit');
    const unhandled = () =>
      printed.mock.calls.filter((call) => String(call[0]).includes('[ioredis] Unhandled error event'));
    const failures = () =>
      emitted.mock.calls.filter(([event]) => event === 'error').length + unhandled().length;
    // Nothing listens on the discard port of the loopback address: every connection is refused.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      await expect.poll(failures, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
      expect(unhandled()).toEqual([]);
    } finally {
      await t.close();
      printed.mockRestore();
      emitted.mockRestore();
    }
  }, 60_000);
});
