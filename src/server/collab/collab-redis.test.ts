import { beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../test/server-process';
import { liveClient, until } from './collab-test-client';
import { storyDocName } from './collab-types';
import type { StorySession } from '@common/schemas/story';
import {
  addChapter,
  appendLine,
  freshStore,
  processEnv,
  processTestResources,
  send,
  sharedStory,
  signIn,
  storedText,
  type Writer,
} from './collab-process.test-helpers';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server processes on one PostgreSQL and one Redis (Hocuspocus's Redis extension): writers
 * connected to different servers edit one chapter together, and a chapter added through one
 * server reaches the story room on the other; a session ends only when the last writer on any
 * server has left; a restore through one server reaches a writer on the other.
 * Needs DATABASE_URL (the postgres project) and REDIS_URL.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres' || !redisUrl)(
  'live room on two servers',
  { timeout: 400_000 },
  () => {
    const { clients, servers, cleanups } = processTestResources();

    let one: ServerProcess;
    let two: ServerProcess;
    let owner: Writer;
    let collaborator: Writer;
    beforeAll(async () => {
      const store = await freshStore(process.env.DATABASE_URL);
      cleanups.push(store.remove);
      const env = {
        ...processEnv,
        ...store.env,
        REDIS_URL: redisUrl!,
        // Sign-in budgets per address live in the shared Redis, with other files' servers on 127.0.0.1.
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
        COLLAB_SAVE_DEBOUNCE_MS: '300',
        COLLAB_SESSION_GRACE_MS: '300',
      };
      // One after the other: the first migrates and seeds the empty database.
      one = await startServer(env);
      servers.push(one);
      two = await startServer(env);
      servers.push(two);
      owner = await signIn(one.url, 'aria');
      collaborator = await signIn(two.url, 'bram');
    }, 400_000);
    const open = (base: string, cookie: string, name: string) => {
      const client = liveClient(base, cookie, name);
      clients.push(client);
      return client;
    };

    it('writers on different servers converge, and a chapter added on one shows on the other', async () => {
      const { storyId, chapterId } = await sharedStory(one.url, owner, collaborator);

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

    it('a restore through one server reaches the other, and the session ends with the last writer on any server', async () => {
      const { storyId, chapterId } = await sharedStory(one.url, owner, collaborator);
      const sessions = async () =>
        (
          (await (
            await send(`${two.url}/api/v1/stories/${storyId}/sessions`, collaborator.cookie, 'GET')
          ).json()) as {
            items: StorySession[];
          }
        ).items;
      const roomA = open(one.url, owner.cookie, storyDocName(storyId));
      const roomB = open(two.url, collaborator.cookie, storyDocName(storyId));
      const a = open(one.url, owner.cookie, chapterId);
      const b = open(two.url, collaborator.cookie, chapterId);
      await Promise.all([roomA.synced, roomB.synced, a.synced, b.synced]);
      await until('both writers are in one session', async () => {
        const items = await sessions();
        return items.length === 1 && items[0]!.participants.length === 2;
      });

      // A version of the first line, a second line typed on server two, the restore sent to server one.
      appendLine(b, 'The lighthouse keeper slept');
      await until('the line crosses', () => a.text().includes('keeper slept'), 30_000);
      const versions = `${one.url}/api/v1/stories/${storyId}/chapters/${chapterId}/versions`;
      const version = (await (await send(versions, owner.cookie, 'POST')).json()) as { id: string };
      appendLine(b, 'until the storm woke him');
      await until('the second line crosses', () => a.text().includes('storm'), 30_000);
      await send(`${versions}/${version.id}/restore`, owner.cookie, 'POST');
      await until(
        'the restored text reaches the writer on server two',
        () => b.text() === 'The lighthouse keeper slept' && a.text() === b.text(),
        30_000,
      );

      // The owner leaves server one; the collaborator still writes on server two, so the session
      // stays open well past the grace period; it ends when the collaborator leaves too.
      a.destroy();
      roomA.destroy();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await sessions())[0]!.endedAt).toBeNull();
      b.destroy();
      roomB.destroy();
      await until(
        'the session ends with the last writer',
        async () => (await sessions())[0]!.endedAt !== null,
        30_000,
      );
      expect(await sessions()).toHaveLength(1);
    });
  },
);
