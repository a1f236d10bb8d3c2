import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '@common/analytics';
import { readerAnalyticsSchema } from '@common/schemas/reader-analytics';
import { createSignedInUser } from '../../auth/auth.test-support';
import { readerReadingHours } from '../../db/schema/reader-reading-hours';
import { buildChapterOf, buildPublishedStory } from '../library/library.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendAs, type Who } from '../tips/tips.test-support';

/**
 * The reading analytics dashboard's numbers against reading seeded into the hourly rollup, read
 * through GET /api/v1/analytics/reader as a Patron; and the rollup written by progress reports.
 * Hours are UTC (Inkforge stores no time zone per reader).
 */
let t: TestApp;
let patron: Who;
let author: Who;
let other: Who;
const story: Record<'fantasy' | 'mystery' | 'own', string> = { fantasy: '', mystery: '', own: '' };

const setTier = (who: Who, tier: string) =>
  t.database.db.execute(sql`update users set subscription_tier = ${tier} where user_id = ${who.user.id}`);
const read = (who: Who, storyId: string, day: string, hour: number, seconds: number, words: number) =>
  t.database.db
    .insert(readerReadingHours)
    .values({ userId: who.user.id, storyId, day, hour, seconds, words });
const dashboard = async (who: Who, query = '') => {
  const res = await sendAs(t, 'GET', `/api/v1/analytics/reader${query}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return readerAnalyticsSchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [patron, author, other] = await Promise.all([
    createSignedInUser(t, 'rapatron'),
    createSignedInUser(t, 'raauthor'),
    createSignedInUser(t, 'raother'),
  ]);
  await setTier(patron, 'Patron of the Arts');
  await setTier(other, 'Patron of the Arts');
  const db = t.database.db;
  story.fantasy = (await buildPublishedStory(db, author.user.id, { genre: 'Fantasy' })).id;
  story.mystery = (await buildPublishedStory(db, author.user.id, { genre: 'Mystery' })).id;
  story.own = (await buildPublishedStory(db, patron.user.id, { genre: 'Horror' })).id;
  await db.execute(sql`insert into tags (name, name_key, slug) values ('Dragons', 'dragons', 'dragons')`);
  await db.execute(sql`insert into story_tags (story_id, tag_id, position)
    select ${story.fantasy}::uuid, tag_id, 0 from tags where slug = 'dragons'`);
  // 2025: Jan 1-3 (3 days), a gap on Jan 4, Jan 5-9 (5 days), Dec 31; two hours on Jan 2.
  for (const day of ['2025-01-01', '2025-01-03', '2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08'])
    await read(patron, story.fantasy, day, 21, 600, 2000);
  await read(patron, story.mystery, '2025-01-02', 7, 300, 1000);
  await read(patron, story.mystery, '2025-01-02', 21, 60, 200);
  await read(patron, story.mystery, '2025-01-09', 7, 120, 400);
  await read(patron, story.own, '2025-12-31', 23, 900, 3000);
  // Outside the year, and another reader's reading: neither counts.
  await read(patron, story.fantasy, '2024-12-31', 21, 5000, 9000);
  await read(other, story.fantasy, '2025-01-04', 12, 7000, 9000);
  await db.execute(sql`insert into user_reading_progress (user_id, story_id, progress_percentage)
    values (${patron.user.id}, ${story.mystery}, 100), (${patron.user.id}, ${story.fantasy}, 40)`);
});
afterAll(() => t?.close());

describe('GET /api/v1/analytics/reader', () => {
  it('sums the year per day, hour (UTC), genre, tag and author, with completion and the longest streak across a gap', async () => {
    const year = await dashboard(patron, '?year=2025');
    expect(year.days.map((d) => [d.day, d.seconds, d.words])).toEqual([
      ['2025-01-01', 600, 2000],
      ['2025-01-02', 360, 1200],
      ['2025-01-03', 600, 2000],
      ['2025-01-05', 600, 2000],
      ['2025-01-06', 600, 2000],
      ['2025-01-07', 600, 2000],
      ['2025-01-08', 600, 2000],
      ['2025-01-09', 120, 400],
      ['2025-12-31', 900, 3000],
    ]);
    expect(year.totals).toEqual({ seconds: 4980, words: 16600, days: 9 });
    expect(year.streaks.longest).toBe(5);
    expect(year.hours[21]).toBe(6 * 600 + 60);
    expect(year.hours[7]).toBe(420);
    expect(year.hours[23]).toBe(900);
    expect(year.hours.reduce((a, b) => a + b, 0)).toBe(4980);
    expect(year.genres).toEqual([
      { genre: 'Fantasy', seconds: 3600, words: 12000, stories: 1 },
      { genre: 'Horror', seconds: 900, words: 3000, stories: 1 },
      { genre: 'Mystery', seconds: 480, words: 1600, stories: 1 },
    ]);
    expect(year.tags).toEqual([{ tag: 'Dragons', seconds: 3600, words: 12000, stories: 1 }]);
    // The reader's own story is not an author they read.
    expect(year.authors).toEqual([
      { username: author.user.username, seconds: 4080, words: 13600, stories: 2 },
    ]);
    expect(year.completion).toEqual({ started: 3, finished: 1, ratePercent: 33 });
  });

  it('counts the current streak back from today, or from yesterday before today’s first read', async () => {
    const today = isoDay(new Date());
    const before = await dashboard(patron);
    expect(before.year).toBe(new Date().getUTCFullYear());
    expect(before.streaks.current).toBe(0);
    for (const back of [1, 2, 3, 5]) await read(patron, story.fantasy, addDays(today, -back), 9, 60, 100);
    expect((await dashboard(patron)).streaks.current).toBe(3);
    await read(patron, story.fantasy, today, 9, 60, 100);
    expect((await dashboard(patron)).streaks.current).toBe(4);
  });

  it('shows a reader only their own reading: another Patron sees theirs', async () => {
    const theirs = await dashboard(other, '?year=2025');
    expect(theirs.totals).toEqual({ seconds: 7000, words: 9000, days: 1 });
    expect(theirs.hours[12]).toBe(7000);
    const empty = await dashboard(other, '?year=2021');
    expect(empty).toMatchObject({ days: [], genres: [], authors: [], completion: { ratePercent: null } });
  });

  it('refuses a year that is not one with 400 and a clear message', async () => {
    for (const year of ['abc', '1999', '2025.5', '99999']) {
      const res = await sendAs(t, 'GET', `/api/v1/analytics/reader?year=${year}`, patron.cookie);
      expect([year, res.statusCode]).toEqual([year, 400]);
      expect(res.json().error.message).toContain('year must be a year written YYYY, from 2020 to 2100.');
    }
  });
});

describe('the rollup written by progress reports', () => {
  it('adds active seconds and words advanced to this UTC hour; moving back adds time, not words; a jump is capped', async () => {
    const db = t.database.db;
    const s = await buildPublishedStory(db, author.user.id);
    const c1 = await buildChapterOf(db, s.id, 1, { words: 1000 });
    const c2 = await buildChapterOf(db, s.id, 2, { words: 1000 });
    const report = (body: object) =>
      sendAs(t, 'PUT', `/api/v1/library/stories/${s.id}/progress`, other.cookie, body);
    expect((await report({ chapterId: c1.id, positionInChapter: 0.5, activeSeconds: 90 })).statusCode).toBe(
      200,
    );
    expect((await report({ chapterId: c2.id, positionInChapter: 0.25, activeSeconds: 60 })).statusCode).toBe(
      200,
    );
    await report({ chapterId: c1.id, positionInChapter: 0.1, activeSeconds: 20 });
    // From 10 % of chapter 1 to the end: 1,900 words, but 5 seconds count at most 100.
    await report({ chapterId: c2.id, positionInChapter: 1, activeSeconds: 5 });
    const rows = await db.execute(sql`select day = (now() at time zone 'UTC')::date as today,
        hour = extract(hour from now() at time zone 'UTC') as this_hour, seconds, words
      from reader_reading_hours where user_id = ${other.user.id} and story_id = ${s.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { today: true, this_hour: true, seconds: 175, words: 500 + 750 + 0 + 100 },
    ]);
  });
});
