import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { openTestDatabase } from '../../test/test-database';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { userDailyActivity, userReadingProgress } from '../../db/schema/index';
import { createDashboardService } from './dashboard.service';

/**
 * The reader stats as the dashboard uses them, on hand-built histories: the streak and the
 * favourite genre come from the database's remote functions, hours from progress minutes.
 */
describe('dashboard reader stats on hand-built histories', () => {
  let database: Database;
  let db: Db;
  let todayUtc: string;
  const quiet = { error: () => {} };
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const [row] = await queryRows<{ day: string }>(
      db,
      sql`select (now() at time zone 'UTC')::date::text as day`,
    );
    todayUtc = row!.day;
  });
  afterAll(() => database.close());

  const day = (offset: number) => {
    const d = new Date(`${todayUtc}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  const stat = (userId: string, name: 'readingStreak' | 'hoursRead') =>
    createDashboardService(db, quiet)
      .stat(userId, name)
      .then((s) => s.value);

  describe('Reading Streak', () => {
    it.each([
      ['no reading at all', [], 0],
      ['read only yesterday (UTC): still alive today', [-1], 1],
      ['last read two UTC days ago: broken', [-2], 0],
      ['today, yesterday, then a one-day gap', [0, -1, -3, -4], 2],
      ['a week without a gap up to yesterday', [-1, -2, -3, -4, -5, -6, -7], 7],
    ])('%s', async (_label, offsets, expected) => {
      const user = await buildUser(db);
      for (const offset of offsets) {
        await db
          .insert(userDailyActivity)
          .values({ userId: user.id, activityDate: day(offset), readingMinutes: 5 });
      }
      expect(await stat(user.id, 'readingStreak')).toBe(expected);
    });

    it('a day with a row but no reading breaks the streak', async () => {
      const user = await buildUser(db);
      await db.insert(userDailyActivity).values([
        { userId: user.id, activityDate: day(0), readingMinutes: 5 },
        { userId: user.id, activityDate: day(-1), sessionsParticipated: 1 },
        { userId: user.id, activityDate: day(-2), readingMinutes: 5 },
      ]);
      expect(await stat(user.id, 'readingStreak')).toBe(1);
    });
  });

  describe('Hours Read', () => {
    it.each([
      [[29], 0],
      [[20, 10], 1],
      [[100, 49], 2],
      [[100, 50], 3],
    ])('progress minutes %j make %i hours', async (minutes, hours) => {
      const user = await buildUser(db);
      const author = await buildUser(db);
      for (const m of minutes) {
        const story = await buildStory(db, author.id);
        await db
          .insert(userReadingProgress)
          .values({ userId: user.id, storyId: story.id, readingTimeMinutes: m });
      }
      expect(await stat(user.id, 'hoursRead')).toBe(hours);
    });
  });

  describe('favourite genre drives Recommended', () => {
    const published = {
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    } as const;

    it('is the genre of the most stories read; ties go to more reading minutes', async () => {
      const author = await buildUser(db);
      const reader = await buildUser(db);
      const read = async (genre: 'Horror' | 'Mystery', minutes: number) => {
        const story = await buildStory(db, author.id, { ...published, genre });
        await db
          .insert(userReadingProgress)
          .values({ userId: reader.id, storyId: story.id, readingTimeMinutes: minutes });
      };
      await read('Horror', 10);
      await read('Mystery', 90);
      const service = createDashboardService(db, quiet);
      let dashboard = await service.reader(reader.id);
      expect(dashboard.favoriteGenre).toBe('Mystery');

      await read('Horror', 5);
      dashboard = await service.reader(reader.id);
      expect(dashboard.favoriteGenre).toBe('Horror');
    });
  });
});
