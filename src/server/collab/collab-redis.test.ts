import { describe, expect, it } from 'vitest';
import { startServer } from '../test/server-process';
import { liveClient, until } from './collab-test-client';
import { storyDocName } from './collab-types';
import {
  addChapter,
  appendLine,
  freshStore,
  processEnv,
  processTestResources,
  sharedStory,
  signIn,
  storedText,
} from './collab-process.test-helpers';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server processes on one PostgreSQL and one Redis (Hocuspocus's Redis extension): writers
 * connected to different servers edit one chapter together, and a chapter added through one
 * server reaches the story room on the other. Needs DATABASE_URL (the postgres project) and REDIS_URL.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres' || !redisUrl)(
  'live room on two servers',
  { timeout: 400_000 },
  () => {
    const { clients, servers, cleanups } = processTestResources();

    it('writers on different servers converge, and a chapter added on one shows on the other', async () => {
      const store = await freshStore(process.env.DATABASE_URL);
      cleanups.push(store.remove);
      const env = { ...processEnv, ...store.env, REDIS_URL: redisUrl!, COLLAB_SAVE_DEBOUNCE_MS: '300' };
      // One after the other: the first migrates and seeds the empty database.
      const one = await startServer(env);
      servers.push(one);
      const two = await startServer(env);
      servers.push(two);
      const owner = await signIn(one.url, 'aria');
      const collaborator = await signIn(two.url, 'bram');
      const { storyId, chapterId } = await sharedStory(one.url, owner, collaborator);
      const open = (base: string, cookie: string, name: string) => {
        const client = liveClient(base, cookie, name);
        clients.push(client);
        return client;
      };

      const a = open(one.url, owner.cookie, chapterId);
      const b = open(two.url, collaborator.cookie, chapterId);
      await Promise.all([a.synced, b.synced]);
      for (let i = 0; i < 6; i++) {
        const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
        appendLine(writer, `line ${i}`);
        await until(
          `line ${i} crosses to the other server`,
          () => reader.text().includes(`line ${i}`),
          30_000,
        );
      }
      // Both at once, without waiting for each other.
      appendLine(a, 'together from server one');
      appendLine(b, 'together from server two');
      await until(
        'both converge',
        () => a.text() === b.text() && a.text().includes('server one') && a.text().includes('server two'),
        30_000,
      );
      expect(a.text().split('\n')).toHaveLength(8);
      await until(
        'the chapter row holds the converged text (read through either server)',
        async () => (await storedText(two.url, collaborator, storyId, chapterId)) === a.text(),
        60_000,
      );

      // The story room on server two hears of a chapter added through server one.
      const room = open(two.url, collaborator.cookie, storyDocName(storyId));
      await room.synced;
      await addChapter(one.url, owner, storyId, 'Noon');
      await until(
        'the notice crosses servers',
        () => room.stateless.some((m) => m.includes('chapters')),
        30_000,
      );
    });
  },
);
