import type { Leaderboard, LeaderboardQuery } from '@common/schemas/leaderboards';
import type { Db } from '../../db/client';
import { createLeaderboardsRepository } from './leaderboards.repository';

/** The first instant of `now`'s calendar month in UTC: 'This Month' of the monthly board. */
export const monthStartUtc = (now: Date = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Top Storytellers This Month (XP earned since the first of the month, UTC) and all time (total
 * XP). Places are 1..n in order, ties broken by user id so a place is stable between reads.
 * The viewer's own rank is null when they have no XP in the period.
 */
export function createLeaderboardsService(db: Db) {
  const repo = createLeaderboardsRepository(db);
  return {
    async board(
      query: LeaderboardQuery,
      viewer: { id: string } | null,
      now = new Date(),
    ): Promise<Leaderboard> {
      const since = query.period === 'month' ? monthStartUtc(now) : null;
      const rows = since ? await repo.month(since, query.limit) : await repo.allTime(query.limit);
      let me: Leaderboard['me'] = null;
      if (viewer) {
        const mine = since ? await repo.monthRank(since, viewer.id) : await repo.allTimeRank(viewer.id);
        me = { xp: mine.xp, rank: mine.xp > 0 ? mine.above + 1 : null };
      }
      return {
        period: query.period,
        since: since?.toISOString() ?? null,
        items: rows.map((r, i) => ({
          rank: i + 1,
          userId: r.user_id,
          username: r.username,
          profileImage: r.profile_image,
          level: Number(r.user_level),
          xp: Number(r.xp),
        })),
        me,
      };
    },
  };
}
