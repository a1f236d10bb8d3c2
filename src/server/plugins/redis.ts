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
  return logRedisErrors(redis, log, 'Redis');
}

/**
 * Logs a Redis client's connection errors once per outage (and when it comes back), as `what`.
 * Every client the server opens gets this: one without an 'error' listener prints
 * "[ioredis] Unhandled error event" with a stack on every retry while Redis is unreachable.
 */
export function logRedisErrors<Client extends Redis>(
  redis: Client,
  log: FastifyBaseLogger,
  what: string,
): Client {
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.error({ err }, `${what} connection failed; retrying`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info(`${what} connection restored`);
    down = false;
  });
  return redis;
}
