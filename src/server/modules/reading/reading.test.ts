import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { readingListPageSchema } from '@common/schemas/reading';
import { chapters as chapterTable, userDailyActivity, userReadingProgress } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory, request } from '../library/library.test-support';

type Reader = Awaited<ReturnType<typeof createSignedInUser>>;

describe('reading progress and Continue Reading', () => {
  let t: TestApp;
  let reader: Reader;
  let author: Reader;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [reader, author] = await Promise.all([createSignedInUser(t, 'reader'), createSignedInUser(t, 'author')]);
  });
  afterAll(() => t.close());

  /** A published story of chapters with these word counts. */
  async function storyOf(words: number[], title?: string) {
    const story = await buildPublishedStory(t.database.db, author.user.id, title ? { title } : {});
    const chapters = [];
    for (const [i, count] of words.entries())
      chapters.push(await buildChapterOf(t.database.db, story.id, i + 1, { words: count }));
    return { story, chapters };
  }
  const report = (who: Reader, storyId: string, body: object) =>
    request(t, who.cookie, 'PUT', `/api/v1/library/stories/${storyId}/progress`, body);

  async function progressRow(storyId: string) {
    const [row] = await t.database.db
      .select()
      .from(userReadingProgress)
      .where(and(eq(userReadingProgress.userId, reader.user.id), eq(userReadingProgress.storyId, storyId)));
    return row!;
  }
  async function today() {
    const [row] = await t.database.db
      .select()
      .from(userDailyActivity)
      .where(
        and(
          eq(userDailyActivity.userId, reader.user.id),
          sql`${userDailyActivity.activityDate} = (now() at time zone 'UTC')::date`,
        ),
      );
    return row;
  }

  it('computes the percentage from published words before the chapter and the position in it; the end is 100', async () => {
    const { story, chapters } = await storyOf([100, 300]);
    const cases: [number, number, number][] = [
      [0, 0.5, 12.5],
      [1, 0.5, 62.5],
      [1, 1, 100],
      [0, 0.2, 5],
    ];
    for (const [index, position, expected] of cases) {
      const res = await report(reader, story.id, {
        chapterId: chapters[index]!.id,
        positionInChapter: position,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        currentChapterId: chapters[index]!.id,
        currentChapterNumber: index + 1,
        progressPercentage: expected,
      });
    }
    const row = await progressRow(story.id);
    expect(row).toMatchObject({ currentChapter: 1, progressPercentage: 5, positionInChapter: 0.2 });
    expect(Date.now() - row.lastReadAt.getTime()).toBeLessThan(60_000);
  });

  it('accumulates active seconds into minutes without losing the remainder, and feeds the daily activity', async () => {
    const { story, chapters } = await storyOf([500]);
    const before = (await today())?.readingMinutes ?? 0;
    const minutes: number[] = [];
    for (const seconds of [15, 15, 15, 14, 1, 20, 40, 300]) {
      const res = await report(reader, story.id, {
        chapterId: chapters[0]!.id,
        positionInChapter: 0.3,
        activeSeconds: seconds,
      });
      minutes.push(res.json().readingTimeMinutes);
    }
    expect(minutes).toEqual([0, 0, 0, 0, 1, 1, 2, 7]);
    expect((await progressRow(story.id)).readingSecondsCarry).toBe(0);
    expect((await today())!.readingMinutes - before).toBe(7);
  });

  it('counts a story once per UTC day in stories_read, again on a later day', async () => {
    const { story, chapters } = await storyOf([50]);
    const before = (await today())?.storiesRead ?? 0;
    const body = { chapterId: chapters[0]!.id, positionInChapter: 0.1 };
    await report(reader, story.id, body);
    await report(reader, story.id, body);
    expect((await today())!.storiesRead - before).toBe(1);
    await t.database.db
      .update(userReadingProgress)
      .set({ lastReadAt: sql`now() - interval '1 day'` })
      .where(eq(userReadingProgress.storyId, story.id));
    await report(reader, story.id, body);
    expect((await today())!.storiesRead - before).toBe(2);
  });

  it('refuses more than 300 active seconds in one report, and positions outside 0..1', async () => {
    const { story, chapters } = await storyOf([50]);
    for (const body of [
      { chapterId: chapters[0]!.id, positionInChapter: 0.5, activeSeconds: 301 },
      { chapterId: chapters[0]!.id, positionInChapter: 1.5 },
      { chapterId: 'nope', positionInChapter: 0.5 },
    ]) {
      expect((await report(reader, story.id, body)).statusCode).toBe(400);
    }
  });

  it('lists stories in progress, most recently read first, with rating and my rating; finished ones only with include=all', async () => {
    const fresh = await createSignedInUser(t, 'fresh');
    const a = await storyOf([100], 'Alpha Road');
    const b = await storyOf([100], 'Beta Road');
    const done = await storyOf([100], 'Gamma Road');
    await report(fresh, a.story.id, { chapterId: a.chapters[0]!.id, positionInChapter: 0.5 });
    await report(fresh, done.story.id, { chapterId: done.chapters[0]!.id, positionInChapter: 1 });
    await report(fresh, b.story.id, { chapterId: b.chapters[0]!.id, positionInChapter: 0.3 });
    await request(t, fresh.cookie, 'PUT', `/api/v1/library/stories/${b.story.id}/rating`, { rating: 5 });

    const res = await request(t, fresh.cookie, 'GET', '/api/v1/me/reading?limit=1');
    const first = readingListPageSchema.parse(res.json());
    expect(first.items.map((i) => i.story.title)).toEqual(['Beta Road']);
    expect(first.items[0]).toMatchObject({
      story: { rating: 5, authorUsername: author.name, chapterCount: 1 },
      myRating: 5,
      progress: { progressPercentage: 30 },
    });
    const second = (
      await request(t, fresh.cookie, 'GET', `/api/v1/me/reading?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((i: { story: { title: string } }) => i.story.title)).toEqual(['Alpha Road']);
    expect(second.nextCursor).toBeNull();
    const all = (await request(t, fresh.cookie, 'GET', '/api/v1/me/reading?include=all')).json();
    expect(all.items.map((i: { story: { title: string } }) => i.story.title)).toEqual([
      'Beta Road',
      'Gamma Road',
      'Alpha Road',
    ]);
  });

  it('places progress saved without a chapter id (or on a chapter since unpublished) at its chapter number', async () => {
    const { story, chapters } = await storyOf([10, 10, 10], 'Old Save');
    await t.database.db
      .insert(userReadingProgress)
      .values({ userId: reader.user.id, storyId: story.id, currentChapter: 2, progressPercentage: 40 });
    const page = (await request(t, reader.cookie, 'GET', `/api/v1/library/stories/${story.id}`)).json();
    expect(page.viewer.progress).toMatchObject({
      currentChapterId: chapters[1]!.id,
      currentChapterNumber: 2,
    });
    const list = (await request(t, reader.cookie, 'GET', '/api/v1/me/reading?limit=50')).json();
    const entry = list.items.find((i: { story: { id: string } }) => i.story.id === story.id);
    expect(entry.progress.currentChapterId).toBe(chapters[1]!.id);

    await report(reader, story.id, { chapterId: chapters[2]!.id, positionInChapter: 0.5 });
    await t.database.db
      .update(chapterTable)
      .set({ status: 'draft' })
      .where(eq(chapterTable.id, chapters[2]!.id));
    const after = (await request(t, reader.cookie, 'GET', `/api/v1/library/stories/${story.id}`)).json();
    expect(after.viewer.progress).toMatchObject({
      currentChapterId: chapters[1]!.id,
      currentChapterNumber: 2,
      positionInChapter: 0,
    });
  });

  it('needs a signed-in reader', async () => {
    expect((await request(t, null, 'GET', '/api/v1/me/reading')).statusCode).toBe(401);
  });
});
