import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { buildCharacter, buildStory, buildUser, buildWorld } from '../../db/factories.test-support';
import {
  reviews,
  sessionParticipants,
  sessions,
  userBookmarks,
  userDailyActivity,
  userReadingProgress,
} from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { awardXp, XP_RULES } from '../xp/xp.service';
import { createDashboardService, hoursFromMinutes } from './dashboard.service';

const published = {
  privacyLevel: 'Public',
  publicationStatus: 'Published',
  publishedAt: new Date(),
} as const;

describe('Hours Read', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [89, 1],
    [90, 2],
    [600, 10],
  ])('%i minutes is %i hours', (minutes, hours) => expect(hoursFromMinutes(minutes)).toBe(hours));
});

describe('dashboard API', () => {
  let t: TestApp;
  let db: Db;
  let creator: Awaited<ReturnType<typeof createSignedInUser>>;
  let reader: Awaited<ReturnType<typeof createSignedInUser>>;
  let todayUtc: string;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    [creator, reader] = [await createSignedInUser(t, 'maker'), await createSignedInUser(t, 'reader')];
    const [row] = await queryRows<{ day: string }>(
      db,
      sql`select (now() at time zone 'UTC')::date::text as day`,
    );
    todayUtc = row!.day;
  });
  afterAll(() => t.close());

  const day = (offset: number) => {
    const d = new Date(`${todayUtc}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('creator: stats, first 3 active stories, progress to master and recent activity, newest first', async () => {
    const id = creator.user.id;
    for (let i = 0; i < 4; i++)
      await buildStory(db, id, { status: 'Active', updatedAt: minutesAgo(100 - i) });
    await buildStory(db, id, { status: 'Planning', title: 'Draft idea', updatedAt: minutesAgo(1) });
    await buildCharacter(db, id, { name: 'Mira', updatedAt: minutesAgo(3) });
    await buildWorld(db, id, { name: 'Ashfall', updatedAt: minutesAgo(2) });
    const other = await buildUser(db);
    await db.insert(reviews).values({
      reviewer: id,
      targetType: 'User',
      targetId: other.id,
      overallRating: 5,
      createdAt: minutesAgo(4),
    });
    const joined = await buildStory(db, other.id, { title: 'Shared Tale' });
    const [session] = await db.insert(sessions).values({ storyId: joined.id }).returning();
    await db
      .insert(sessionParticipants)
      .values({ sessionId: session!.id, userId: id, joinedAt: minutesAgo(5) });
    await awardXp(db, { userId: id, rule: 'STORY_COMPLETED', refId: 'a' });
    await awardXp(db, { userId: id, rule: 'CHAPTER_PUBLISHED', refId: 'b' });

    const res = await get('/api/v1/dashboard/creator', creator.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({ activeStories: 4, characters: 1, worlds: 1, xpThisMonth: 250 });
    expect(body.activeStories).toHaveLength(3);
    expect(body.activeStories.every((s: { status: string }) => s.status === 'Active')).toBe(true);
    expect(body).toMatchObject({ experiencePoints: 250, userLevel: 1, progressToMaster: 250 / 5000 });
    expect(body.recentActivity.map((a: { name: string }) => a.name)).toEqual([
      'Draft idea',
      'Ashfall',
      'Mira',
      other.username,
      'Shared Tale',
      expect.stringMatching(/^Story /),
    ]);
    expect(body.recentActivity).toHaveLength(6);
  });

  it('each stat alone, for the refresh buttons', async () => {
    expect((await get('/api/v1/dashboard/stats/activeStories', creator.cookie)).json()).toEqual({
      name: 'activeStories',
      value: 4,
    });
    expect((await get('/api/v1/dashboard/stats/xpThisMonth', creator.cookie)).json()).toEqual({
      name: 'xpThisMonth',
      value: XP_RULES.STORY_COMPLETED + XP_RULES.CHAPTER_PUBLISHED,
    });
    expect((await get('/api/v1/dashboard/stats/nonsense', creator.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/dashboard/stats/worlds' })).statusCode).toBe(401);
  });

  it('reader: stories read, hours, streak over UTC days, bookmarks, continue reading and recommendations', async () => {
    const id = reader.user.id;
    const author = await buildUser(db);
    const finished = await buildStory(db, author.id, { ...published, genre: 'Horror' });
    const reading = [] as { id: string }[];
    for (let i = 0; i < 4; i++)
      reading.push(await buildStory(db, author.id, { ...published, genre: 'Horror', rating: 4 }));
    const hidden = await buildStory(db, author.id, { genre: 'Horror' }); // private: never listed
    await db.insert(userReadingProgress).values([
      {
        userId: id,
        storyId: finished.id,
        progressPercentage: 100,
        readingTimeMinutes: 60,
        lastReadAt: minutesAgo(1),
      },
      ...reading.map((s, i) => ({
        userId: id,
        storyId: s.id,
        progressPercentage: 10 + i,
        readingTimeMinutes: 7,
        lastReadAt: minutesAgo(10 + i),
      })),
      {
        userId: id,
        storyId: hidden.id,
        progressPercentage: 50,
        readingTimeMinutes: 2,
        lastReadAt: minutesAgo(0),
      },
    ]);
    // 60 + 4 * 7 + 2 = 90 minutes: 1.5 hours rounds to 2.
    await db.insert(userBookmarks).values([
      { userId: id, storyId: finished.id },
      { userId: id, storyId: reading[0]!.id },
    ]);
    // Read today, yesterday and the day before; then a gap; a future day does not count.
    await db.insert(userDailyActivity).values(
      [0, -1, -2, -4, 1].map((offset) => ({
        userId: id,
        activityDate: day(offset),
        readingMinutes: 10,
        storiesRead: 1,
      })),
    );

    const body = (await get('/api/v1/dashboard/reader', reader.cookie)).json();
    expect(body.stats).toEqual({ storiesRead: 1, hoursRead: 2, readingStreak: 3, bookmarked: 2 });
    expect(body.continueReading.map((c: { storyId: string }) => c.storyId)).toEqual(
      reading.slice(0, 3).map((s) => s.id),
    );
    expect(body.continueReading[0]).toMatchObject({
      authorUsername: author.username,
      rating: 4,
      progressPercentage: 10,
    });
    expect(body.favoriteGenre).toBe('Horror');
    // Recommendations are their own route (/me/recommendations), not part of the dashboard.
    expect(body).not.toHaveProperty('recommended');
  });

  it('an empty history: zeros, empty panels, streak 0, favourite genre Fantasy', async () => {
    const fresh = await buildUser(db);
    const service = createDashboardService(db, { error: () => {} });
    const r = await service.reader(fresh.id);
    expect(r).toMatchObject({
      stats: { storiesRead: 0, hoursRead: 0, readingStreak: 0, bookmarked: 0 },
      continueReading: [],
      favoriteGenre: 'Fantasy',
    });
    expect((await service.creator(fresh.id)).recentActivity).toEqual([]);
  });

  it('answers an empty Recent Activity when loading it fails (SPEC section 8)', async () => {
    const errors: object[] = [];
    const service = createDashboardService(db, { error: (obj) => errors.push(obj) });
    await buildStory(db, creator.user.id);
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        // A real failure: the table the last source reads is gone inside this transaction.
        await tx.execute(sql`alter table session_participants rename to session_participants_gone`);
        const inTx = createDashboardService(tx, { error: (obj) => errors.push(obj) });
        const dashboard = await inTx.creator(creator.user.id);
        expect(dashboard.recentActivity).toEqual([]);
        expect(dashboard.stats.activeStories).toBe(4);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(errors).toHaveLength(1);
    expect((await service.creator(creator.user.id)).recentActivity).toHaveLength(6);
  });
});
