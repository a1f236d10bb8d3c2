import type { Redis } from 'ioredis';

export type WindowLimiter = {
  /** Counts one for `key`: 0 while within the budget, else the seconds until the window ends. */
  hit(key: string): Promise<number>;
  /** The same answer as the next `hit` would give if it were refused, without counting: 0 or seconds to wait. */
  over(key: string): Promise<number>;
};

/**
 * A fixed-window counter per key (a token id, a client address, a user id): at most `max` hits
 * in each window of `windowMs`, windows aligned to the clock. In Redis when there is one (shared by
 * every server, keys `inkforge:<name>:<key>:<window>`); a Redis failure falls back to this
 * process's counters rather than refusing everything.
 */
export function createWindowLimiter(
  name: string,
  max: number,
  windowMs: number,
  redis?: Redis,
): WindowLimiter {
  const local = new Map<string, { window: number; count: number }>();
  async function count(key: string, add: 0 | 1): Promise<number> {
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    // `hit` is refused past max; `over` already at max (the next hit would be refused).
    const refused = (n: number) => (n > max - (add ? 0 : 1) ? retryAfter : 0);
    if (redis) {
      try {
        const redisKey = `inkforge:${name}:${key}:${window}`;
        const [[, n]] = (
          add
            ? await redis
                .multi()
                .incr(redisKey)
                .pexpire(redisKey, windowMs + 1000)
                .exec()
            : await redis.multi().get(redisKey).exec()
        ) as [[unknown, number | string | null]];
        return refused(Number(n ?? 0));
      } catch {
        // Redis down: fall through to this process's counter.
      }
    }
    let entry = local.get(key);
    if (!entry || entry.window !== window) {
      if (local.size > 10_000) local.clear();
      entry = { window, count: 0 };
      local.set(key, entry);
    }
    entry.count += add;
    return refused(entry.count);
  }
  return { hit: (key) => count(key, 1), over: (key) => count(key, 0) };
}
