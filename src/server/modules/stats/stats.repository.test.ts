import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { openTestDatabase } from '../../test/test-database';
import { buildStory, buildTemplate, buildUser } from '../../db/factories.test-support';
import { stories, userDailyActivity, userReadingProgress } from '../../db/schema/index';
import { createStatsRepository, type StatsRepository } from './stats.repository';

/** The remote functions of SPEC section 7, against hand-built histories. "Today" is UTC. */
describe('stats remote functions', () => {
  let database: Database;
  let stats: StatsRepository;
  let todayUtc: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    stats = createStatsRepository(database.db);
    const [row] = await queryRows<{ day: string }>(
      database.db,
      sql`select (now() at time zone 'UTC')::date::text as day`,
    );
    todayUtc = row!.day;
  });
  afterAll(() => database.close());

  /** The UTC date `offset` days from today, as YYYY-MM-DD (negative is the past). */
  const day = (offset: number) => {
    const d = new Date(`${todayUtc}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };

  /** A fresh user whose reading days are the given offsets (minutes 10 each unless zero). */
  const userReadingOn = async (offsets: number[], minutes = 10) => {
    const user = await buildUser(database.db);
    for (const offset of offsets) {
      await database.db.insert(userDailyActivity).values({
        userId: user.id,
        activityDate: day(offset),
        readingMinutes: minutes,
        storiesRead: minutes > 0 ? 1 : 0,
      });
    }
    return user.id;
  };

  describe('get_user_reading_streak', () => {
    it.each([
      ['no activity at all', [], 0],
      ['today only', [0], 1],
      ['yesterday only: the streak is still alive until today ends', [-1], 1],
      ['last read two days ago: broken', [-2], 0],
      ['today and the two days before, then a gap', [0, -1, -2, -4, -5], 3],
      ['yesterday and the day before, not yet today', [-1, -2], 2],
      ['a future-dated row is ignored', [1, 0], 1],
    ])('%s', async (_label, offsets, expected) => {
      expect(await stats.getReadingStreak(await userReadingOn(offsets))).toBe(expected);
    });

    it('does not count a day row without reading, nor another user’s days', async () => {
      const userId = await userReadingOn([-1, -2]);
      await database.db
        .insert(userDailyActivity)
        .values({ userId, activityDate: day(0), sessionsParticipated: 2 });
      await userReadingOn([0, -1, -2, -3]);
      expect(await stats.getReadingStreak(userId)).toBe(2);
    });

    it('counts UTC days whatever the session time zone', async () => {
      const userId = await userReadingOn([0, -1]);
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        const streak = await database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local time zone '${zone}'`));
          return createStatsRepository(tx).getReadingStreak(userId);
        });
        expect(streak, zone).toBe(2);
      }
    });
  });

  describe('update_daily_reading_activity', () => {
    const todayRow = async (userId: string) =>
      (
        await database.db
          .select()
          .from(userDailyActivity)
          .where(and(eq(userDailyActivity.userId, userId), eq(userDailyActivity.activityDate, todayUtc)))
      )[0];

    it('creates today’s row, then adds to it', async () => {
      const { id } = await buildUser(database.db);
      await stats.updateDailyReadingActivity(id, 12);
      expect(await todayRow(id)).toMatchObject({
        readingMinutes: 12,
        storiesRead: 1,
        sessionsParticipated: 0,
      });
      await stats.updateDailyReadingActivity(id, 5);
      await stats.updateDailyReadingActivity(id, 3, 0);
      expect(await todayRow(id)).toMatchObject({ readingMinutes: 20, storiesRead: 2 });
      expect(await stats.getReadingStreak(id)).toBe(1);
    });

    it('writes to the UTC day even when the session is a day ahead or behind', async () => {
      const { id } = await buildUser(database.db);
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local time zone '${zone}'`));
          await createStatsRepository(tx).updateDailyReadingActivity(id, 1);
        });
      }
      const rows = await database.db.select().from(userDailyActivity).where(eq(userDailyActivity.userId, id));
      expect(rows).toEqual([
        expect.objectContaining({ activityDate: todayUtc, readingMinutes: 2, storiesRead: 2 }),
      ]);
    });

    it('refuses negative minutes and leaves the row alone', async () => {
      const { id } = await buildUser(database.db);
      await stats.updateDailyReadingActivity(id, 4);
      await expect(stats.updateDailyReadingActivity(id, -10)).rejects.toThrow();
      expect(await todayRow(id)).toMatchObject({ readingMinutes: 4, storiesRead: 1 });
    });
  });

  describe('get_user_favorite_genre', () => {
    const read = async (userId: string, genre: string, minutes = 10) => {
      const author = await buildUser(database.db);
      const story = await buildStory(database.db, author.id, { genre });
      await database.db
        .insert(userReadingProgress)
        .values({ userId, storyId: story.id, readingTimeMinutes: minutes });
    };

    it('is Fantasy for a user who has read nothing', async () => {
      expect(await stats.getFavoriteGenre((await buildUser(database.db)).id)).toBe('Fantasy');
    });

    it('is the genre of the most stories read', async () => {
      const { id } = await buildUser(database.db);
      await read(id, 'Fantasy', 500);
      await read(id, 'Horror');
      await read(id, 'Horror');
      expect(await stats.getFavoriteGenre(id)).toBe('Horror');
    });

    it('breaks a tie by reading minutes', async () => {
      const { id } = await buildUser(database.db);
      await read(id, 'Mystery', 30);
      await read(id, 'Sci-Fi', 90);
      expect(await stats.getFavoriteGenre(id)).toBe('Sci-Fi');
    });
  });

  describe('counters', () => {
    it('increments a story’s views without touching updated_at', async () => {
      const { id: userId } = await buildUser(database.db);
      const story = await buildStory(database.db, userId, { viewCount: 41 });
      expect(await stats.incrementViewCount(story.id)).toBe(42);
      expect(await stats.incrementViewCount(story.id)).toBe(43);
      const [after] = await database.db.select().from(stories).where(eq(stories.id, story.id));
      expect(after!.updatedAt.getTime()).toBe(story.updatedAt.getTime());
    });

    it('increments a template’s downloads', async () => {
      const { id: userId } = await buildUser(database.db);
      const template = await buildTemplate(database.db, userId);
      expect(await stats.incrementTemplateDownloads(template.id)).toBe(1);
      expect(await stats.incrementTemplateDownloads(template.id)).toBe(2);
    });

    it('answers null for an id that does not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(await stats.incrementViewCount(missing)).toBeNull();
      expect(await stats.incrementTemplateDownloads(missing)).toBeNull();
    });
  });
});
