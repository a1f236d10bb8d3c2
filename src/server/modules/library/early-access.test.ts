import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { earlyAccessText } from '@common/early-access';
import { chapters } from '../../db/schema/chapters';
import { storyCollaborators } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';
import { ORIGIN, createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runChapterPublishJob } from '../chapters/chapter-publish.job';
import { createLibraryRepository } from './library.repository';
import { createLibraryService } from './library.service';
import { buildChapterOf, buildPublishedStory, request } from './library.test-support';

/**
 * Early access (issue 25): with a story's early access on (N days), a scheduled chapter is listed
 * for everyone N days before its public date, readable by readers whose plan has early access and
 * by the story's members, and answered 403 EARLY_ACCESS (date and upgrade link, no text) to
 * everyone else; at its public date the publish job makes it everyone's.
 */
const DAY = 86_400_000;
const SECRET = 'moonlitheron';
let t: TestApp;
type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let author: Person;
let connoisseur: Person;
let free: Person;
let collaborator: Person;
let storyId: string;
let earlyId: string;
let laterId: string;
const publicAt = new Date(Date.now() + 3 * DAY);

const patch = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { origin: ORIGIN, cookie }, payload });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [author, connoisseur, free, collaborator] = await Promise.all([
    createSignedInUser(t, 'eaauthor'),
    createSignedInUser(t, 'eaquinn'),
    createSignedInUser(t, 'eapiet'),
    createSignedInUser(t, 'eacollab'),
  ]);
  const db = t.database.db;
  await db
    .update(users)
    .set({ subscriptionTier: 'Story Connoisseur' })
    .where(eq(users.id, connoisseur.user.id));
  await db.update(users).set({ subscriptionTier: 'Audience Member' }).where(eq(users.id, free.user.id));
  storyId = (await buildPublishedStory(db, author.user.id, { title: 'Early Heron' })).id;
  await db.insert(storyCollaborators).values({ storyId, userId: collaborator.user.id, role: 'Editor' });
  await buildChapterOf(db, storyId, 1, { words: 5, title: 'Open' });
  earlyId = (await buildChapterOf(db, storyId, 2, { words: 4, title: 'Early', status: 'draft' })).id;
  laterId = (await buildChapterOf(db, storyId, 3, { words: 3, title: 'Much later', status: 'draft' })).id;
  await db
    .update(chapters)
    .set({
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: SECRET }] }] },
    })
    .where(eq(chapters.id, earlyId));
  for (const [id, at] of [
    [earlyId, publicAt],
    [laterId, new Date(Date.now() + 20 * DAY)],
  ] as const) {
    const res = await request(t, author.cookie, 'PUT', `/api/v1/stories/${storyId}/chapters/${id}/schedule`, {
      publishAt: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const story = (cookie: string | null) => request(t, cookie, 'GET', `/api/v1/library/stories/${storyId}`);
const chapter = (cookie: string | null, id = earlyId) =>
  request(t, cookie, 'GET', `/api/v1/library/stories/${storyId}/chapters/${id}`);

describe('early access', () => {
  it('lists nothing early while the story has early access off', async () => {
    const body = (await story(connoisseur.cookie)).json();
    expect(body.chapters.map((c: { title: string }) => c.title)).toEqual(['Open']);
    expect((await chapter(connoisseur.cookie)).statusCode).toBe(404);
  });

  it('lets the owner alone set 1 to 30 days, with clear messages', async () => {
    const url = `/api/v1/stories/${storyId}`;
    const bad = await patch(author.cookie, url, { earlyAccessDays: 31 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Early access days must be a whole number from 1 to 30');
    expect((await patch(collaborator.cookie, url, { earlyAccessDays: 7 })).statusCode).toBe(403);
    const ok = await patch(author.cookie, url, { earlyAccessDays: 7 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().earlyAccessDays).toBe(7);
  });

  it('lists the chapter in its window for everyone, locked unless the caller reads early', async () => {
    const entry = (body: { chapters: { id: string }[] }) => body.chapters.find((c) => c.id === earlyId);
    const locked = { title: 'Early', publicAt: publicAt.toISOString(), locked: true, position: 2 };
    expect(entry((await story(null)).json())).toMatchObject(locked);
    expect(entry((await story(free.cookie)).json())).toMatchObject(locked);
    for (const who of [connoisseur, author, collaborator])
      expect(entry((await story(who.cookie)).json())).toMatchObject({ ...locked, locked: false });
    // Twenty days away is outside the seven-day window: not listed, a draft (404).
    const body = (await story(connoisseur.cookie)).json();
    expect(body.chapters.some((c: { id: string }) => c.id === laterId)).toBe(false);
    expect((await chapter(connoisseur.cookie, laterId)).statusCode).toBe(404);
    // Counts are of published chapters only.
    expect([body.chapterCount, body.wordCount]).toEqual([1, 5]);
  });

  it('gives the text to readers whose plan has early access and to members, never to others', async () => {
    for (const who of [connoisseur, author, collaborator]) {
      const res = await chapter(who.cookie);
      expect(res.statusCode, who.name).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Early', publicAt: publicAt.toISOString(), position: 2 });
      expect(res.body).toContain(SECRET);
    }
    const first = (await request(t, connoisseur.cookie, 'GET', `/api/v1/library/stories/${storyId}`)).json();
    const open = await chapter(connoisseur.cookie, first.chapters[0].id);
    expect(open.json().nextChapterId).toBe(earlyId);
    for (const cookie of [free.cookie, null]) {
      const res = await chapter(cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'EARLY_ACCESS',
          message: earlyAccessText(publicAt.toISOString()),
          details: { publicAt: publicAt.toISOString(), upgradeUrl: '/subscription' },
        },
      });
      expect(res.body).not.toContain(SECRET);
      // The published chapter does not lead a free reader to it.
      expect((await chapter(cookie, first.chapters[0].id)).json().nextChapterId).toBeNull();
    }
    // The creator API stays closed to readers.
    const creator = await request(
      t,
      connoisseur.cookie,
      'GET',
      `/api/v1/stories/${storyId}/chapters/${earlyId}`,
    );
    expect(creator.statusCode).toBe(404);
  });

  it('opens and closes the window as the clock moves', async () => {
    const at = (ms: number) =>
      createLibraryService({
        library: createLibraryRepository(t.database.db),
        readerState: { find: async () => ({}) as never, placeInChapters: (p) => p },
        clock: () => new Date(ms),
      });
    const ids = async (ms: number) =>
      (await at(ms).getStory(null, storyId)).chapters.map((c) => [c.title, c.locked]);
    expect(await ids(publicAt.getTime() - 8 * DAY)).toEqual([['Open', false]]);
    expect(await ids(publicAt.getTime() - 7 * DAY)).toEqual([
      ['Open', false],
      ['Early', true],
    ]);
    await expect(at(publicAt.getTime() - 8 * DAY).getChapter(null, storyId, earlyId)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('is everyone’s at its public date', async () => {
    expect(await runChapterPublishJob(t.database.db, new Date(publicAt.getTime() + 1000))).toBe(1);
    const res = await chapter(free.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().publicAt).toBeNull();
    const entry = (await story(null)).json().chapters.find((c: { id: string }) => c.id === earlyId);
    expect(entry).toMatchObject({ publicAt: null, locked: false });
  });
});
