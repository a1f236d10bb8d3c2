import * as Y from 'yjs';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../test/server-process';
import { liveClient, until } from './collab-client.test-support';
import { storyDocName } from './collab-types';
import type { StorySession } from '@common/schemas/story';
import type { ChapterRestoreResult, ChapterVersionDetail } from '@common/schemas/chapter-version';
import { documentText } from '../modules/chapters/chapter-text';
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
} from './collab-process.test-support';

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

    it('a restore sent to a server without the chapter open reaches the room on the other, and one with nobody in the room changes the stored chapter', async () => {
      // Restoring a version is a Co-Author's right (a plain Collaborator edits text only).
      const { storyId, chapterId } = await sharedStory(one.url, owner, collaborator, 'Co-Author');
      const versionsOn = (base: string) => `${base}/api/v1/stories/${storyId}/chapters/${chapterId}/versions`;
      const restoreOn = async (base: string, versionId: string) =>
        (await (
          await send(`${versionsOn(base)}/${versionId}/restore`, collaborator.cookie, 'POST')
        ).json()) as ChapterRestoreResult;
      const textOfVersion = async (versionId: string) =>
        documentText(
          (
            (await (
              await send(`${versionsOn(two.url)}/${versionId}`, owner.cookie, 'GET')
            ).json()) as ChapterVersionDetail
          ).content,
        );
      const stored = (base: string) => storedText(base, owner, storyId, chapterId);
      // Both writers on server one; server two never opens the chapter for a client.
      const a = open(one.url, owner.cookie, chapterId);
      const a2 = open(one.url, collaborator.cookie, chapterId);
      await Promise.all([a.synced, a2.synced]);
      /** Waits until server one acknowledged the writer's edit and passed it to the other writer. */
      const onServerOne = (writer: typeof a, other: typeof a, line: string) =>
        until(
          `server one has "${line}"`,
          () => !writer.provider.hasUnsyncedChanges && other.text().includes(line),
          30_000,
        );

      appendLine(a, 'The lighthouse keeper slept');
      await onServerOne(a, a2, 'keeper slept');
      const version = (await (await send(versionsOn(one.url), owner.cookie, 'POST')).json()) as {
        id: string;
      };
      appendLine(a, 'until the storm woke him');
      await onServerOne(a, a2, 'storm');

      // Restore through server two at once (its save of the last line may still be waiting).
      const first = await restoreOn(two.url, version.id);
      expect(first.wordCount).toBe(4);
      // The text it replaced is what the room on server one had, so server two saw the last line.
      expect(await textOfVersion(first.previous.id)).toBe(
        'The lighthouse keeper slept\nuntil the storm woke him',
      );
      await until(
        'both writers on server one have the restored text',
        () => a.text() === 'The lighthouse keeper slept' && a2.text() === a.text(),
        30_000,
      );
      await until(
        'the chapter row holds the restored text',
        async () => (await stored(one.url)) === 'The lighthouse keeper slept',
        60_000,
      );
      expect(await stored(two.url)).toBe('The lighthouse keeper slept');

      // Nobody in the room: both leave, and the owner's browser keeps its copy of the document.
      appendLine(a2, 'A gull cried');
      await onServerOne(a2, a, 'gull');
      const offlineCopy = Y.encodeStateAsUpdate(a.doc);
      a.destroy();
      a2.destroy();
      const redis = new Redis(redisUrl!);
      try {
        await until(
          'no server has the chapter open',
          async () => {
            const [, subscribers] = (await redis.pubsub('NUMSUB', `inkforge:collab:${chapterId}`)) as [
              string,
              number,
            ];
            return Number(subscribers) === 0;
          },
          30_000,
        );
      } finally {
        redis.disconnect();
      }
      expect(await stored(two.url)).toBe('The lighthouse keeper slept\nA gull cried');

      const second = await restoreOn(two.url, version.id);
      expect(await textOfVersion(second.previous.id)).toBe('The lighthouse keeper slept\nA gull cried');
      expect(await stored(one.url)).toBe('The lighthouse keeper slept');
      // A writer who opens it later, on either server, has the restored text; the owner's browser
      // copy merging in (its offline edits) brings back nothing and doubles nothing.
      const later = open(one.url, owner.cookie, chapterId);
      const laterOnTwo = open(two.url, collaborator.cookie, chapterId);
      await Promise.all([later.synced, laterOnTwo.synced]);
      expect(later.text()).toBe('The lighthouse keeper slept');
      Y.applyUpdate(later.doc, offlineCopy);
      await until('the browser copy reached the server', () => !later.provider.hasUnsyncedChanges, 30_000);
      await until('both writers converge', () => laterOnTwo.text() === later.text(), 30_000);
      expect(later.text()).toBe('The lighthouse keeper slept');
      later.destroy();
      laterOnTwo.destroy();
      await until(
        'the chapter row still holds the restored text once they leave',
        async () => (await stored(one.url)) === 'The lighthouse keeper slept',
        60_000,
      );
    });
  },
);
