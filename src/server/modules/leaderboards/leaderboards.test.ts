import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn } from '../groups/groups.test-support';
import { createLeaderboardsService, monthStartUtc } from './leaderboards.service';

describe('leaderboards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  /** XP straight into the ledger (as modules/xp does), with the user's total kept alongside. */
  const award = async (userId: string, amount: number, createdAt: Date) => {
    await t.database.db.execute(sql`insert into xp_ledger (user_id, rule, amount, ref_id, created_at)
      values (${userId}::uuid, 'test', ${amount}, ${`${userId}:${createdAt.toISOString()}:${amount}`}, ${createdAt})`);
    await t.database.db.execute(
      sql`update users set experience_points = experience_points + ${amount} where user_id = ${userId}::uuid`,
    );
  };

  it('ranks Top Storytellers This Month by XP of the calendar month (UTC), with the viewer rank', async () => {
    const now = new Date();
    const lastMonth = new Date(monthStartUtc(now).getTime() - 1000);
    const [a, b, c] = [
      await buildUser(t.database.db),
      await buildUser(t.database.db),
      await buildUser(t.database.db),
    ];
    const me = await personOn(t, 'Free', 'lb');
    await award(a.id, 50, now);
    await award(a.id, 30, now);
    await award(b.id, 100, now);
    await award(c.id, 5000, lastMonth); // last month: all-time only
    await award(me.user.id, 10, now);

    const month = (await call(t, me, 'GET', '/api/v1/leaderboards?period=month&limit=5')).json();
    expect(
      month.items.map((r: { userId: string; xp: number; rank: number }) => [r.userId, r.xp, r.rank]),
    ).toEqual([
      [b.id, 100, 1],
      [a.id, 80, 2],
      [me.user.id, 10, 3],
    ]);
    expect(month.me).toEqual({ rank: 3, xp: 10 });
    expect(month.since).toBe(monthStartUtc(now).toISOString());

    const all = (await call(t, null, 'GET', '/api/v1/leaderboards?period=all&limit=100')).json();
    expect(all.items[0]).toMatchObject({ userId: c.id, xp: 5000, rank: 1 });
    expect(all.me).toBeNull();
    expect((await call(t, null, 'GET', '/api/v1/leaderboards?limit=101')).statusCode).toBe(400);
    expect((await call(t, null, 'GET', '/api/v1/leaderboards?period=week')).statusCode).toBe(400);
  });

  it('gives every viewer the place the board shows, ties broken by id (histogram and ledger agree)', async () => {
    const now = new Date();
    const tied = [
      await buildUser(t.database.db),
      await buildUser(t.database.db),
      await buildUser(t.database.db),
    ];
    for (const u of tied) await award(u.id, 80, now);
    await award(tied[0]!.id, 5, now); // 85 now: moves within the histogram
    const service = createLeaderboardsService(t.database.db);
    const board = await service.board({ period: 'month', limit: 100 }, null, now);
    for (const row of board.items) {
      const mine = await service.board({ period: 'month', limit: 1 }, { id: row.userId }, now);
      expect(mine.me, row.username).toEqual({ rank: row.rank, xp: row.xp });
    }
  });

  it('gives no rank to a viewer without XP this month', async () => {
    const nobody = await personOn(t, 'Free', 'lb0');
    const month = (await call(t, nobody, 'GET', '/api/v1/leaderboards')).json();
    expect(month.me).toEqual({ rank: null, xp: 0 });
    expect(month.items.length).toBeLessThanOrEqual(5);
  });
});
