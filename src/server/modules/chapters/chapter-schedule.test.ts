import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chapters } from '../../db/schema/chapters';
import { notifications } from '../../db/schema/notifications';
import { stories } from '../../db/schema/stories';
import { userBookmarks } from '../../db/schema/reading';
import { buildUser } from '../../db/factories.test-support';
import { ORIGIN, createSignedInUser } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';
import { createShellApp } from '../open-web/open-web.test-support';
import { buildChapterOf, buildPublishedStory, request } from '../library/library.test-support';
import { runChapterPublishJob } from './chapter-publish.job';

/**
 * Scheduled chapters (issue 25): an author schedules a draft, and until its time comes it is a
 * draft on every public path (the library API, the creator API for outsiders, search, the author
 * page, the feeds, the sitemap, the server-rendered pages, notifications). The clock is moved by
 * running the publish job with a later `now`, never by waiting.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let author: Awaited<ReturnType<typeof createSignedInUser>>;
let reader: Awaited<ReturnType<typeof createSignedInUser>>;
let storyId: string;
let scheduledId: string;
let followers: string[];
const publishAt = new Date(Date.now() + 3 * DAY);
const TITLE = 'Quiet Schedule Orchard';
const SECRET = 'lanternmoth';

beforeAll(async () => {
  t = await createShellApp();
  [author, reader] = await Promise.all([createSignedInUser(t, 'sched'), createSignedInUser(t, 'schedr')]);
  const db = t.database.db;
  const story = await buildPublishedStory(db, author.user.id, { title: TITLE });
  storyId = story.id;
  await buildChapterOf(db, storyId, 1, { words: 10, title: 'Opening' });
  const draft = await buildChapterOf(db, storyId, 2, { words: 7, title: 'Later', status: 'draft' });
  scheduledId = draft.id;
  await db
    .update(chapters)
    .set({
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: SECRET }] }] },
      contentText: SECRET,
    })
    .where(eq(chapters.id, scheduledId));
  const people = await Promise.all([buildUser(db), buildUser(db)]);
  followers = [...people.map((p) => p.id), reader.user.id];
  await db.insert(userBookmarks).values(followers.map((userId) => ({ userId, storyId })));
});
afterAll(() => t.close());

const schedule = (cookie: string, chapterId: string, at: string | null) =>
  request(t, cookie, 'PUT', `/api/v1/stories/${storyId}/chapters/${chapterId}/schedule`, { publishAt: at });
const get = (url: string, cookie: string | null = null) => request(t, cookie, 'GET', url);

/** What each public path says about the scheduled chapter. */
async function publicView() {
  const libraryStory = (await get(`/api/v1/library/stories/${storyId}`, reader.cookie)).json();
  const chapter = await get(`/api/v1/library/stories/${storyId}/chapters/${scheduledId}`, reader.cookie);
  const creatorApi = await get(`/api/v1/stories/${storyId}/chapters/${scheduledId}`, reader.cookie);
  const search = (await get(`/api/v1/library/search?q=${encodeURIComponent(TITLE)}`)).json();
  const authorStories = (await get(`/api/v1/authors/${author.user.username}/stories`)).json();
  const feed = (await get(`/feeds/stories/${storyId}`)).body;
  const authorFeed = (await get(`/feeds/authors/${author.user.username}`)).body;
  const storyPage = (await get(`/library/${storyId}`)).body;
  const chapterPage = await get(`/library/${storyId}/chapters/${scheduledId}`);
  const told = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.chapterId, scheduledId), eq(notifications.kind, 'new_chapter')));
  const card = (items: { id: string; chapterCount: number }[]) =>
    items.find((s) => s.id === storyId)?.chapterCount;
  return {
    listed: (libraryStory.chapters as { id: string }[]).some((c) => c.id === scheduledId),
    chapterStatus: chapter.statusCode,
    creatorApiStatus: creatorApi.statusCode,
    searchChapters: card(search.items),
    authorPageChapters: card(authorStories.items),
    inFeed: feed.includes(SECRET) || feed.includes(scheduledId),
    inAuthorFeed: authorFeed.includes(SECRET),
    inStoryPage: storyPage.includes(scheduledId),
    chapterPageStatus: chapterPage.statusCode,
    notified: told.length,
  };
}

const hidden = {
  listed: false,
  chapterStatus: 404,
  creatorApiStatus: 404,
  searchChapters: 1,
  authorPageChapters: 1,
  inFeed: false,
  inAuthorFeed: false,
  inStoryPage: false,
  chapterPageStatus: 404,
  notified: 0,
};

describe('scheduling a chapter', () => {
  it('refuses a time in the past, a bad time, a time over a year away and a published chapter', async () => {
    const past = await schedule(author.cookie, scheduledId, new Date(Date.now() - HOUR).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('The publishing time must be in the future');
    const bad = await schedule(author.cookie, scheduledId, 'next tuesday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose a valid date and time for publishing');
    const far = await schedule(author.cookie, scheduledId, new Date(Date.now() + 400 * DAY).toISOString());
    expect(far.json().error.message).toBe('The publishing time must be within 366 days');
    const [published] = await t.database.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.storyId, storyId), eq(chapters.position, 1)));
    const refused = await schedule(author.cookie, published!.id, publishAt.toISOString());
    expect(refused.statusCode).toBe(409);
  });

  it('keeps a scheduled chapter a draft on every public path until the job runs at its time', async () => {
    const before = (await get(`/api/v1/stories/${storyId}/chapters/${scheduledId}`, author.cookie)).json();
    const res = await schedule(author.cookie, scheduledId, publishAt.toISOString());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', scheduledAt: publishAt.toISOString() });
    // Scheduling is no edit of the text: an open writing room's next save is no conflict.
    expect(res.json().updatedAt).toBe(before.updatedAt);
    const [storyBefore] = await t.database.db.select().from(stories).where(eq(stories.id, storyId));
    expect(await publicView()).toEqual(hidden);

    // An hour before its time the job leaves it alone.
    expect(await runChapterPublishJob(t.database.db, new Date(publishAt.getTime() - HOUR))).toBe(0);
    expect(await publicView()).toEqual(hidden);

    // At its time, two runs at once (two servers) publish it once and tell each follower once.
    const at = new Date(publishAt.getTime() + 1000);
    const runs = await Promise.all([
      runChapterPublishJob(t.database.db, at),
      runChapterPublishJob(t.database.db, at),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await runChapterPublishJob(t.database.db, at)).toBe(0);
    expect(await publicView()).toEqual({
      listed: true,
      chapterStatus: 200,
      creatorApiStatus: 200,
      searchChapters: 2,
      authorPageChapters: 2,
      inFeed: true,
      inAuthorFeed: false,
      inStoryPage: true,
      chapterPageStatus: 200,
      notified: followers.length,
    });
    const [storyAfter] = await t.database.db.select().from(stories).where(eq(stories.id, storyId));
    expect(storyAfter!.updatedAt.getTime()).toBeGreaterThan(storyBefore!.updatedAt.getTime());
    const chapter = (await get(`/api/v1/stories/${storyId}/chapters/${scheduledId}`, author.cookie)).json();
    expect(chapter).toMatchObject({ status: 'published', scheduledAt: null });
  });

  it('cancels a schedule with null, and publishing by hand ends it', async () => {
    const draft = await buildChapterOf(t.database.db, storyId, 3, { status: 'draft', title: 'Third' });
    const at = new Date(Date.now() + DAY);
    expect((await schedule(author.cookie, draft.id, at.toISOString())).statusCode).toBe(200);
    const cancelled = await schedule(author.cookie, draft.id, null);
    expect(cancelled.json()).toMatchObject({ status: 'draft', scheduledAt: null });
    expect(await runChapterPublishJob(t.database.db, new Date(at.getTime() + DAY))).toBe(0);

    await schedule(author.cookie, draft.id, at.toISOString());
    const byHand = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stories/${storyId}/chapters/${draft.id}`,
      headers: { origin: ORIGIN, cookie: author.cookie },
      payload: { status: 'published' },
    });
    expect(byHand.json()).toMatchObject({ status: 'published', scheduledAt: null });
  });

  it('the publish clock route (for end-to-end tests) answers only under test, over loopback, from this site', async () => {
    const at = new Date().toISOString();
    const send = (extra: object) =>
      t.app.inject({ method: 'POST', url: '/dev/jobs/chapter-publish', payload: { at }, ...extra });
    expect((await send({ remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await send({ headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/chapter-publish',
      payload: { at: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await send({ headers: { origin: ORIGIN } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ published: 0 });
  });
});
