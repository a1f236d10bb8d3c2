import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { buildEvent, buildStory, buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn, type Person } from '../groups/groups.test-support';

const HOUR = 60 * 60 * 1000;

/**
 * A Writing Sprint counts net progress (words at the end minus words at the start, never below
 * 0): text pasted and deleted again, in the same chapter or by deleting the chapter or story,
 * adds nothing, however often it is done.
 */
describe('Writing Sprint words are net progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const doc = (words: number) => ({
    type: 'doc',
    // No words is an empty paragraph: the editor never writes an empty text node, and the server refuses one.
    content: [
      words > 0
        ? { type: 'paragraph', content: [{ type: 'text', text: Array(words).fill('word').join(' ') }] }
        : { type: 'paragraph' },
    ],
  });

  /** A running sprint with `writer` registered, and a story of theirs. */
  async function sprintWith(prefix: string) {
    const host = await buildUser(db());
    const sprint = await buildEvent(db(), host.id, {
      type: 'Writing Sprint',
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + 48 * HOUR),
      wordGoal: 1000,
    });
    const writer = await personOn(t, 'Chronicler', prefix);
    expect((await call(t, writer, 'POST', `/api/v1/events/${sprint.id}/registration`)).statusCode).toBe(200);
    const story = await buildStory(db(), writer.user.id);
    return { sprintId: sprint.id, writer, storyId: story.id };
  }

  async function newChapter(writer: Person, storyId: string) {
    const res = await call(t, writer, 'POST', `/api/v1/stories/${storyId}/chapters`, { title: 'Ch' });
    expect(res.statusCode).toBe(201);
    const url = `/api/v1/stories/${storyId}/chapters/${res.json().id}`;
    return async (words: number) => {
      expect((await call(t, writer, 'PATCH', url, { content: doc(words) })).statusCode).toBe(200);
    };
  }

  const sprintWords = async (sprintId: string) => {
    const page = (await call(t, null, 'GET', `/api/v1/events/${sprintId}`)).json();
    return page.sprint.map((row: { words: number }) => row.words);
  };

  it('pasting 10,000 words and deleting them counts only the word that stays', async () => {
    const { sprintId, writer, storyId } = await sprintWith('spa');
    const save = await newChapter(writer, storyId);
    await save(1);
    for (let i = 0; i < 3; i += 1) {
      await save(10_001);
      await save(1);
    }
    expect(await sprintWords(sprintId)).toEqual([1]);
  });

  it('words in a chapter or story that is deleted again count nothing', async () => {
    const { sprintId, writer, storyId } = await sprintWith('spd');
    const kept = await newChapter(writer, storyId);
    await kept(30);
    const gone = await newChapter(writer, storyId);
    await gone(5000);
    const chapters = (await call(t, writer, 'GET', `/api/v1/stories/${storyId}/chapters`)).json().items;
    const last = chapters[chapters.length - 1].id;
    expect((await call(t, writer, 'DELETE', `/api/v1/stories/${storyId}/chapters/${last}`)).statusCode).toBe(
      204,
    );
    expect(await sprintWords(sprintId)).toEqual([30]);

    const other = (
      await call(t, writer, 'POST', '/api/v1/stories', { title: 'Paste bin', genre: 'Fantasy' })
    ).json();
    await (
      await newChapter(writer, other.id)
    )(8000);
    expect(await sprintWords(sprintId)).toEqual([8030]);
    expect((await call(t, writer, 'DELETE', `/api/v1/stories/${other.id}`)).statusCode).toBe(204);
    expect(await sprintWords(sprintId)).toEqual([30]);
  });

  it('leaving the sprint to delete words and joining again does not count them twice', async () => {
    const { sprintId, writer, storyId } = await sprintWith('spl');
    const save = await newChapter(writer, storyId);
    for (let i = 0; i < 2; i += 1) {
      await save(2000);
      expect((await call(t, writer, 'DELETE', `/api/v1/events/${sprintId}/registration`)).statusCode).toBe(
        200,
      );
      await save(0);
      expect((await call(t, writer, 'POST', `/api/v1/events/${sprintId}/registration`)).statusCode).toBe(200);
    }
    await save(2000);
    expect(await sprintWords(sprintId)).toEqual([2000]);
  });

  it('a writer in a running sprint can still be deleted with their stories and chapters', async () => {
    const { sprintId, writer, storyId } = await sprintWith('spx');
    await (
      await newChapter(writer, storyId)
    )(40);
    expect(await sprintWords(sprintId)).toEqual([40]);
    await db().delete(users).where(eq(users.id, writer.user.id));
    expect(await sprintWords(sprintId)).toEqual([]);
  });

  it('deleting words written before the sprint lowers progress, never below 0', async () => {
    const host = await buildUser(db());
    const writer = await personOn(t, 'Chronicler', 'spo');
    const story = await buildStory(db(), writer.user.id);
    const save = await newChapter(writer, story.id);
    await save(500);
    const sprint = await buildEvent(db(), host.id, {
      type: 'Writing Sprint',
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + HOUR),
      wordGoal: 100,
    });
    await call(t, writer, 'POST', `/api/v1/events/${sprint.id}/registration`);
    await save(300);
    expect(await sprintWords(sprint.id)).toEqual([0]);
    await save(700);
    expect(await sprintWords(sprint.id)).toEqual([200]);
  });
});
