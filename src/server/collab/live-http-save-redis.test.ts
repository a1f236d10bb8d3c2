import { describe, expect, it } from 'vitest';
import type { Chapter, TiptapDoc } from '@common/schemas/chapter';
import { until } from './collab-client.test-support';
import { twoServersOnRedis, untilNobodyHasItOpen } from './live-app.test-support';
import { appendLine, send, sharedStory, storedText } from './collab-process.test-support';

const redisUrl = process.env.REDIS_URL;

const docOf = (...paragraphs: string[]): TiptapDoc => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/**
 * The HTTP save of a live chapter on two server processes sharing PostgreSQL and Redis: a PATCH
 * sent to the server that does not have the chapter open reaches the room on the other, and one
 * sent while nobody on any server has it open survives the room reopening and the next live
 * edit. Needs DATABASE_URL (the postgres project) and REDIS_URL.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres' || !redisUrl)(
  'HTTP save of a live chapter on two servers',
  { timeout: 400_000 },
  () => {
    const servers = twoServersOnRedis(redisUrl!, {
      COLLAB_SAVE_DEBOUNCE_MS: '300',
      COLLAB_SESSION_GRACE_MS: '300',
    });

    it('a save through either server reaches the room, and one with nobody in the room survives reopening', async () => {
      const { one, two, owner, collaborator, open } = servers;
      const { storyId, chapterId } = await sharedStory(one.url, owner, collaborator);
      const chapterUrl = (base: string) => `${base}/api/v1/stories/${storyId}/chapters/${chapterId}`;
      const save = async (base: string, content: TiptapDoc) => {
        const current = (await (await send(chapterUrl(base), owner.cookie, 'GET')).json()) as Chapter;
        return (await (
          await send(chapterUrl(base), collaborator.cookie, 'PATCH', {
            content,
            expectedUpdatedAt: current.updatedAt,
          })
        ).json()) as Chapter;
      };
      const stored = () => storedText(one.url, owner, storyId, chapterId);

      // The room is open on server one only; the save goes to server two.
      const a = open(one.url, owner.cookie, chapterId);
      await a.synced;
      appendLine(a, 'Live words');
      await until('the live text is stored', async () => (await stored()) === 'Live words', 30_000);
      const saved = await save(two.url, docOf('Live words', 'Saved on server two'));
      expect(saved.wordCount).toBe(6);
      await until(
        'the writer on server one has the saved text',
        () => a.text() === 'Live words\nSaved on server two',
        30_000,
      );

      // Nobody on any server has the chapter open.
      a.destroy();
      await untilNobodyHasItOpen(redisUrl!, chapterId);
      await save(two.url, docOf('Saved over HTTP'));
      expect(await stored()).toBe('Saved over HTTP');

      const again = open(one.url, owner.cookie, chapterId);
      await again.synced;
      expect(again.text()).toBe('Saved over HTTP');
      appendLine(again, 'more');
      await until(
        'the next live edit keeps the saved text',
        async () => (await stored()) === 'Saved over HTTP\nmore',
        30_000,
      );
    });
  },
);
