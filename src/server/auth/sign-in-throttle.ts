import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type SignInThrottleOptions = {
  /** Failed sign-ins for one e-mail that lock it. */
  maxFailures: number;
  /** How long failures are remembered, counted from the first; also how long a lock lasts. */
  windowMs: number;
};

export const SIGN_IN_THROTTLE: SignInThrottleOptions = { maxFailures: 10, windowMs: 15 * 60_000 };

export type SignInThrottle = {
  /** Milliseconds until the e-mail may try again, or 0 when it is not locked. */
  lockedFor(email: string): Promise<number>;
  /** Counts one failed sign-in (wrong password or unknown e-mail) for the e-mail. */
  failed(email: string): Promise<void>;
  /** A successful sign-in forgets the e-mail's failures. */
  succeeded(email: string): Promise<void>;
};

/**
 * The per-account throttle on failed sign-ins, on top of the per-address rate limit: after
 * `maxFailures` failures for one e-mail within `windowMs`, sign-ins for it are refused for
 * `windowMs` from the failure that locked it, whatever the client address and even with the right
 * password. Counted per e-mail whether or not it has an account, so a locked answer tells nothing
 * about who is registered. Keys are hashes of the lowercased e-mail (no addresses in Redis).
 *
 * Counters live in Redis when one is given (shared by every server), in this process otherwise.
 * A Redis failure lets the sign-in through, as the rate limits do, and is logged.
 */
export function createSignInThrottle(
  log: FastifyBaseLogger,
  redis?: Redis,
  options = SIGN_IN_THROTTLE,
): SignInThrottle {
  const store = redis ? redisStore(redis, options) : memoryStore(options);
  const keyOf = (email: string) =>
    `inkforge:sign-in-failures:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  const safely = async <T>(what: string, fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      log.warn({ err }, `sign-in throttle: could not ${what}; letting the sign-in through`);
      return fallback;
    }
  };
  return {
    lockedFor: (email) => safely('read the failure count', 0, () => store.lockedFor(keyOf(email))),
    failed: (email) => safely('count a failure', undefined, () => store.failed(keyOf(email))),
    succeeded: (email) => safely('reset the failure count', undefined, () => store.reset(keyOf(email))),
  };
}

type Store = {
  lockedFor(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

function redisStore(redis: Redis, { maxFailures, windowMs }: SignInThrottleOptions): Store {
  return {
    async lockedFor(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return Number(count ?? 0) >= maxFailures && ttl > 0 ? ttl : 0;
    },
    async failed(key) {
      const count = await redis.incr(key);
      // The first failure opens the window; the one that locks restarts it as the lock's length.
      if (count === 1 || count === maxFailures) await redis.pexpire(key, windowMs);
    },
    async reset(key) {
      await redis.del(key);
    },
  };
}

function memoryStore({ maxFailures, windowMs }: SignInThrottleOptions): Store {
  const counts = new Map<string, { count: number; until: number }>();
  const current = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.until <= now) counts.delete(key);
    return entry && entry.until > now ? entry : undefined;
  };
  return {
    async lockedFor(key) {
      const now = Date.now();
      const entry = current(key, now);
      return entry && entry.count >= maxFailures ? entry.until - now : 0;
    },
    async failed(key) {
      const now = Date.now();
      // Expired entries go when they are next seen; a sweep keeps the map from growing unseen.
      if (counts.size > 10_000) for (const k of counts.keys()) current(k, now);
      const entry = current(key, now) ?? { count: 0, until: now + windowMs };
      entry.count += 1;
      if (entry.count === maxFailures) entry.until = now + windowMs;
      counts.set(key, entry);
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}
