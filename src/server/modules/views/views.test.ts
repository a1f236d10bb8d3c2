import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapterViews, stories, storyViews } from '../../db/schema/index';
import { buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory, request } from '../library/library.test-support';
import { createLibraryRepository } from '../library/library.repository';
import { createViewsRepository } from './views.repository';
import { createViewsService } from './views.service';
import { purgeOldStoryViews } from './views-purge.job';

describe('story views: once per reader, story and UTC day', () => {
  let t: TestApp;
  let authorId: string;
  beforeAll(async () => {
    t = await createTestApp();
    authorId = (await buildUser(t.database.db)).id;
  });
  afterAll(() => t.close());

  const viewCount = async (storyId: string) =>
    (await t.database.db.select({ n: stories.viewCount }).from(stories).where(eq(stories.id, storyId)))[0]!.n;
  const view = (storyId: string, headers: Record<string, string>, body?: object) =>
    request(t, null, 'POST', `/api/v1/library/stories/${storyId}/view`, body, headers);

  it('counts a guest once however often they reload, and another browser on the same address separately', async () => {
    const story = await buildPublishedStory(t.database.db, authorId, { viewCount: 10 });
    const firefox = { 'user-agent': 'Firefox/140' };
    for (let i = 0; i < 3; i++) expect((await view(story.id, firefox)).statusCode).toBe(204);
    expect(await viewCount(story.id)).toBe(11);
    await view(story.id, { 'user-agent': 'Chrome/140' });
    expect(await viewCount(story.id)).toBe(12);
  });

  it('stores only a keyed hash, never the address or browser', async () => {
    const story = await buildPublishedStory(t.database.db, authorId);
    await view(story.id, { 'user-agent': 'Chrome/140' });
    const rows = await t.database.db.select().from(storyViews).where(eq(storyViews.storyId, story.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.viewerKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Chrome/);
  });

  it('counts the same reader again on the next UTC day, and signed-in readers by account', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, authorId);
    const views = createViewsService(
      createViewsRepository(db),
      createLibraryRepository(db),
      'x'.repeat(40),
      t.app.log,
    );
    const reader = { userId: authorId };
    const day1 = new Date('2026-05-01T23:59:59Z');
    expect(await views.record(story.id, reader, {}, day1)).toBe(true);
    expect(await views.record(story.id, reader, {}, new Date('2026-05-01T00:00:00Z'))).toBe(false);
    expect(await views.record(story.id, reader, {}, new Date('2026-05-02T00:00:00Z'))).toBe(true);
    expect(await views.record(story.id, { userId: (await buildUser(db)).id }, {}, day1)).toBe(true);
    expect(await viewCount(story.id)).toBe(3);
  });

  it('keeps page opens and where the first came from, counts a chapter reader once a day, and refuses a chapter not published in the story', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, authorId);
    const chapter = await buildChapterOf(db, story.id, 1);
    const edge = { 'user-agent': 'Edge/140' };
    await view(story.id, edge, { source: 'feed', chapterId: chapter.id });
    await view(story.id, edge, { source: 'internal', chapterId: chapter.id });
    const rows = await db.select().from(storyViews).where(eq(storyViews.storyId, story.id));
    expect(rows.map((r) => [r.hits, r.source])).toEqual([[2, 'feed']]);
    const reads = await db.select().from(chapterViews).where(eq(chapterViews.chapterId, chapter.id));
    expect(reads).toHaveLength(1);
    expect((await view(story.id, edge, { chapterId: authorId })).statusCode).toBe(404);
    expect((await view(story.id, edge, { source: 'email' })).statusCode).toBe(400);
  });

  it('a failure to count is logged, not shown', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, authorId);
    const broken = {
      recordView: () => Promise.reject(new Error('database down')),
      recordChapterView: () => Promise.resolve(),
      purgeDaysBefore: () => Promise.resolve(0),
    };
    const warnings: unknown[] = [];
    const log = { ...t.app.log, warn: (entry: unknown) => void warnings.push(entry) } as typeof t.app.log;
    const views = createViewsService(broken, createLibraryRepository(db), 'x'.repeat(40), log);
    await expect(views.record(story.id, { userId: authorId })).resolves.toBe(false);
    expect(warnings).toHaveLength(1);
  });
});

describe('purging view records of past days', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes records older than yesterday in batches, keeps yesterday and today, and counts stay', async () => {
    const db = t.database.db;
    const authorId = (await buildUser(db)).id;
    const story = await buildPublishedStory(db, authorId, { viewCount: 7 });
    const key = (i: number) => i.toString(16).padStart(64, '0');
    const rows = (day: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ storyId: story.id, day, viewerKey: key(i) }));
    // 5,003 old rows need two full batches and a partial one.
    await db.insert(storyViews).values(rows('2026-04-20', 4000));
    await db.insert(storyViews).values(rows('2026-04-29', 1003));
    await db.insert(storyViews).values([...rows('2026-04-30', 2), ...rows('2026-05-01', 3)]);

    const deleted = await purgeOldStoryViews(createViewsRepository(db), new Date('2026-05-01T08:00:00Z'));
    expect(deleted).toBe(5003);
    const left = await db
      .select({ day: storyViews.day })
      .from(storyViews)
      .where(eq(storyViews.storyId, story.id));
    expect(left.map((r) => r.day).sort()).toEqual([
      '2026-04-30',
      '2026-04-30',
      '2026-05-01',
      '2026-05-01',
      '2026-05-01',
    ]);
    const [row] = await db.select({ n: stories.viewCount }).from(stories).where(eq(stories.id, story.id));
    expect(row!.n).toBe(7);
    expect(await purgeOldStoryViews(createViewsRepository(db), new Date('2026-05-01T08:00:00Z'))).toBe(0);
  });
});
