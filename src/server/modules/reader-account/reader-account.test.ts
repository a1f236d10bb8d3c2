import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildTemplate, buildUser, buildWorld } from '../../db/factories.test-support';
import { reviews, userDailyActivity } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('reader account', () => {
  let t: TestApp;
  let db: Db;
  let me: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    me = await createSignedInUser(t, 'reader');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string | null = me.cookie) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers the last 7 days of reading minutes, oldest first, empty days as 0, nobody else’s', async () => {
    const [today] = await queryRows<{ d: string }>(db, sql`select to_char(current_date, 'YYYY-MM-DD') as d`);
    const day = (back: number) => {
      const d = new Date(`${today!.d}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - back);
      return d.toISOString().slice(0, 10);
    };
    const other = await buildUser(db);
    await db.insert(userDailyActivity).values([
      { userId: me.user.id, activityDate: day(0), readingMinutes: 25 },
      { userId: me.user.id, activityDate: day(3), readingMinutes: 40 },
      { userId: me.user.id, activityDate: day(7), readingMinutes: 99 },
      { userId: other.id, activityDate: day(1), readingMinutes: 50 },
    ]);
    const res = await get('/api/v1/me/reading-activity');
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { date: day(6), readingMinutes: 0 },
      { date: day(5), readingMinutes: 0 },
      { date: day(4), readingMinutes: 0 },
      { date: day(3), readingMinutes: 40 },
      { date: day(2), readingMinutes: 0 },
      { date: day(1), readingMinutes: 0 },
      { date: day(0), readingMinutes: 25 },
    ]);
  });

  it('lists the reviews I wrote, newest first, with their targets and links, in pages', async () => {
    const author = await buildUser(db);
    const published = await buildStory(db, author.id, {
      title: 'Open Book',
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    const hidden = await buildStory(db, author.id, { title: 'Drawer Draft' });
    const world = await buildWorld(db, author.id, { name: 'Vale' });
    const template = await buildTemplate(db, author.id, { name: 'Kit' });
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    await db.insert(reviews).values([
      {
        reviewer: me.user.id,
        targetType: 'Story',
        targetId: published.id,
        overallRating: 5,
        reviewText: 'Great',
        createdAt: at(4),
      },
      { reviewer: me.user.id, targetType: 'Story', targetId: hidden.id, overallRating: 2, createdAt: at(3) },
      { reviewer: me.user.id, targetType: 'User', targetId: author.id, overallRating: 4, createdAt: at(2) },
      { reviewer: me.user.id, targetType: 'World', targetId: world.id, overallRating: 3, createdAt: at(1) },
      {
        reviewer: me.user.id,
        targetType: 'Template',
        targetId: template.id,
        overallRating: 4,
        createdAt: at(0),
      },
      {
        reviewer: author.id,
        targetType: 'Story',
        targetId: published.id,
        overallRating: 1,
        createdAt: at(5),
      },
    ]);
    const first = await get('/api/v1/me/reviews?limit=2');
    expect(first.json().items).toMatchObject([
      {
        targetType: 'Story',
        targetName: 'Open Book',
        link: `/library/${published.id}`,
        overallRating: 5,
        reviewText: 'Great',
      },
      { targetType: 'Story', targetName: 'Drawer Draft', link: null },
    ]);
    const rest = await get(`/api/v1/me/reviews?limit=2&cursor=${first.json().nextCursor}`);
    expect(rest.json()).toMatchObject({
      items: [
        { targetType: 'User', targetName: author.username, link: `/authors/${author.username}` },
        // A world has no page of its own: its review links to the author who made it.
        { targetType: 'World', targetName: 'Vale', link: `/authors/${author.username}` },
      ],
    });
    // A template review links to the template's page.
    const last = await get(`/api/v1/me/reviews?limit=2&cursor=${rest.json().nextCursor}`);
    expect(last.json()).toMatchObject({
      items: [{ targetType: 'Template', targetName: 'Kit', link: `/marketplace/templates/${template.id}` }],
      nextCursor: null,
    });
  });

  it('is for signed-in users only', async () => {
    expect((await get('/api/v1/me/reading-activity', null)).statusCode).toBe(401);
    expect((await get('/api/v1/me/reviews', null)).statusCode).toBe(401);
  });
});
