import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendAs } from '../tips/tips.test-support';
import { createAnalyticsRollupRepository } from './analytics-rollup.repository';
import { rollUpRecentDays } from './analytics-rollup.job';
import { storyWithOneDay } from './analytics.test-support';

const DAY = '2026-05-01';
const NOW = new Date(`${DAY}T18:00:00Z`);

describe('story analytics: daily rollups and the API over them', () => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof createSignedInUser>>;
  let storyId: string;
  let chapterIds: string[];
  beforeAll(async () => {
    t = await createTestApp();
    author = await createSignedInUser(t, 'analyst');
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Worldsmith' where user_id = ${author.user.id}`,
    );
    const reader = await createSignedInUser(t, 'analysed');
    const built = await storyWithOneDay(t.database.db, author.user.id, reader.user.id, DAY);
    storyId = built.story.id;
    chapterIds = built.chapters.map((c) => c.id);
  });
  afterAll(() => t.close());

  const snapshot = () =>
    queryRows(
      t.database.db,
      sql`select 's' as t, to_jsonb(s) - 'story_id' as row from story_daily_stats s
          union all select 'c', to_jsonb(c) - 'chapter_id' - 'story_id' from chapter_daily_stats c
          union all select 'a', to_jsonb(a) - 'author_id' from author_daily_stats a order by 1, 2`,
    );

  it('rolls up yesterday and today; a second run gives the same rows, and past days are left alone', async () => {
    const repo = createAnalyticsRollupRepository(t.database.db);
    const written = await rollUpRecentDays(repo, NOW);
    expect(written).toEqual({ stories: 1, chapters: 3, authors: 1 });
    const first = await snapshot();
    expect(await rollUpRecentDays(repo, NOW)).toEqual(written);
    expect(await snapshot()).toEqual(first);
    // Two days on, the day is final: it is never recomputed (its raw views may be gone).
    await rollUpRecentDays(repo, new Date('2026-05-03T01:00:00Z'));
    expect(await snapshot()).toEqual(first);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from follow_events`,
    );
    expect(left!.n).toBe(0);
  });

  it('answers one story over a period from the rollups: views, readers, sources, chapters and the drop-off', async () => {
    const res = await sendAs(
      t,
      'GET',
      `/api/v1/stories/${storyId}/analytics?from=2026-04-25&to=${DAY}`,
      author.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({
      day: DAY,
      views: 5,
      readers: 3,
      bookmarks: 1,
      comments: 1,
      ratings: 1,
      reviews: 1,
    });
    expect(body.totals).toMatchObject({ views: 5, readers: 3, averageRating: 4, readThrough: 60 });
    expect(body.sources).toEqual({ internal: 1, feed: 1, external: 1, direct: 0 });
    expect(
      body.chapters.map((c: { id: string; readers: number; retained: number }) => [
        c.id,
        c.readers,
        c.retained,
      ]),
    ).toEqual([
      [chapterIds[0], 3, 100],
      [chapterIds[1], 2, 67],
      [chapterIds[2], 1, 33],
    ]);
  });

  it("answers all the author's stories with followers gained and lost and template sales", async () => {
    const res = await sendAs(t, 'GET', `/api/v1/me/analytics?from=${DAY}&to=${DAY}`, author.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals).toMatchObject({
      views: 5,
      followersGained: 2,
      followersLost: 1,
      templateSales: 1,
      earningsCents: 499,
    });
    expect(body.stories).toEqual([{ id: storyId, title: 'Analytics tale', views: 5, readers: 3 }]);
    expect(body.authorDays).toEqual([
      { day: DAY, followersGained: 2, followersLost: 1, templateSales: 1, earningsCents: 499 },
    ]); // The daily series comes from the author rows' sums: with one story, the same as the story's.
    const story = await sendAs(
      t,
      'GET',
      `/api/v1/stories/${storyId}/analytics?from=${DAY}&to=${DAY}`,
      author.cookie,
    );
    expect(body.days).toEqual(story.json().days);
    expect(body.sources).toEqual(story.json().sources);
  });

  it('refuses a period that ends before it starts, is longer than 366 days, or is not a date (400 with the reason)', async () => {
    for (const [query, message] of [
      ['from=2026-05-02&to=2026-05-01', 'The period must start on or before the day it ends.'],
      ['from=2025-01-01&to=2026-05-01', 'A period is at most 366 days.'],
      ['from=yesterday', 'Dates are written YYYY-MM-DD.'],
    ]) {
      const res = await sendAs(t, 'GET', `/api/v1/me/analytics?${query}`, author.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });
});
