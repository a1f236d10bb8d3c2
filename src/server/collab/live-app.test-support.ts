import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { ORIGIN } from '../auth/auth.test-support';
import { signInCast, type Cast } from '../modules/stories/story.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { startServer, type ServerProcess } from '../test/server-process';
import { liveClient, until, type LiveClient } from './collab-client.test-support';
import {
  freshStore,
  processEnv,
  processTestResources,
  signIn,
  type Writer,
} from './collab-process.test-support';

/**
 * The app listening on a real port for a describe block, with a signed-in cast and live-room
 * clients that are closed after its tests. `env` sets the room's limits (debounce and so on).
 */
export function liveTestApp(env: Record<string, string>) {
  const clients: LiveClient[] = [];
  const live = {
    t: undefined as unknown as TestApp,
    cast: undefined as unknown as Cast,
    base: '',
    /** A live-room client of `name` (a chapter id or `story:<id>`) as `actor`. */
    open(name: string, actor: keyof Cast = 'owner'): LiveClient {
      const client = liveClient(live.base, live.cast[actor].cookie, name, actor);
      clients.push(client);
      return client;
    },
  };
  beforeAll(async () => {
    live.t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', PUBLIC_URL: ORIGIN, ...env });
    live.cast = await signInCast(live.t);
    live.base = await live.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await live.t.close();
  });
  return live;
}

/**
 * Two server processes on one fresh PostgreSQL database and the shared Redis, started for a
 * describe block (the first migrates and seeds), with the demo writers aria and bram signed in.
 */
export function twoServersOnRedis(redisUrl: string, env: Record<string, string>) {
  const resources = processTestResources();
  const pair = {
    one: undefined as unknown as ServerProcess,
    two: undefined as unknown as ServerProcess,
    owner: undefined as unknown as Writer,
    collaborator: undefined as unknown as Writer,
    /** A live-room client on `base`, closed after the block. */
    open(base: string, cookie: string, name: string): LiveClient {
      const client = liveClient(base, cookie, name);
      resources.clients.push(client);
      return client;
    },
  };
  beforeAll(async () => {
    const store = await freshStore(process.env.DATABASE_URL);
    resources.cleanups.push(store.remove);
    // Sign-in budgets per address live in the shared Redis, with other files' servers on 127.0.0.1.
    const all = {
      ...processEnv,
      ...store.env,
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      ...env,
    };
    pair.one = await startServer(all);
    resources.servers.push(pair.one);
    pair.two = await startServer(all);
    resources.servers.push(pair.two);
    pair.owner = await signIn(pair.one.url, 'aria');
    pair.collaborator = await signIn(pair.two.url, 'bram');
  }, 400_000);
  return pair;
}

/** Waits until no server has the chapter open (none is subscribed to its Redis channel). */
export async function untilNobodyHasItOpen(redisUrl: string, chapterId: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    await until(
      'no server has the chapter open',
      async () => {
        const [, count] = (await redis.pubsub('NUMSUB', `inkforge:collab:${chapterId}`)) as [string, number];
        return Number(count) === 0;
      },
      30_000,
    );
  } finally {
    redis.disconnect();
  }
}
