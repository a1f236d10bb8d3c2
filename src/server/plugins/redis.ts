import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection every server shares when REDIS_URL is set (today: rate-limit counters).
 * A command waits for at most one reconnection before it fails, so a Redis outage shows up as
 * quick errors, which the callers decide how to survive, rather than as hung requests.
 * Connection errors are logged once per outage, not once per retry.
 */
export function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    connectionName: 'inkforge',
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.error({ err }, 'Redis connection failed; retrying');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis connection restored');
    down = false;
  });
  return redis;
}
