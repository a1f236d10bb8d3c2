import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { logRedisErrors } from '../plugins/redis';

/**
 * Which servers have writers in a story's room, so a session ends only when the last writer on
 * any server has left. Without Redis there is one server and nothing to ask. With Redis, each
 * server keeps its entry in a sorted set per story, scored by when the entry expires: refreshed
 * while its room is open here (every access recheck), removed when its room empties here. A server
 * that dies stops refreshing, and its entry lapses after `ttlMs`, so it never holds a session open.
 */
export type RoomPresence = {
  /** This server has writers in the story's room (call again to refresh). */
  here(storyId: string): Promise<void>;
  /** This server has no writer left in the story's room. */
  gone(storyId: string): Promise<void>;
  /** Whether another server still has writers in the story's room. */
  elsewhere(storyId: string): Promise<boolean>;
  close(): Promise<void>;
};

const alone: RoomPresence = {
  here: async () => undefined,
  gone: async () => undefined,
  elsewhere: async () => false,
  close: async () => undefined,
};

export function createRoomPresence(
  redisUrl: string | undefined,
  ttlMs: number,
  log: FastifyBaseLogger,
): RoomPresence {
  if (!redisUrl) return alone;
  const redis = logRedisErrors(
    new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }),
    log,
    'Live room presence Redis',
  );
  const server = crypto.randomUUID();
  const key = (storyId: string) => `inkforge:collab:present:${storyId}`;
  return {
    async here(storyId) {
      await redis
        .multi()
        .zadd(key(storyId), Date.now() + ttlMs, server)
        .pexpire(key(storyId), ttlMs)
        .exec();
    },
    async gone(storyId) {
      await redis.zrem(key(storyId), server);
    },
    async elsewhere(storyId) {
      await redis.zremrangebyscore(key(storyId), '-inf', Date.now());
      const servers = await redis.zrange(key(storyId), 0, -1);
      return servers.some((s) => s !== server);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
