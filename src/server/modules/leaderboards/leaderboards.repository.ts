import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

type Row = {
  user_id: string;
  username: string;
  profile_image: string | null;
  user_level: number;
  xp: number;
};

/**
 * The only code reading the leaderboards: xp_monthly (kept by the xp_ledger trigger) for a month,
 * users.experience_points for all time. Both are index reads (xp_monthly_month_xp_idx, users_xp_idx).
 */
export function createLeaderboardsRepository(db: Db) {
  return {
    month(since: Date, limit: number) {
      return queryRows<Row>(
        db,
        sql`select m.user_id, u.username, u.profile_image, u.user_level, m.xp
              from xp_monthly m join users u on u.user_id = m.user_id
             where m.month = ${since} and m.xp > 0
             order by m.xp desc, m.user_id limit ${limit}`,
      );
    },

    /**
     * The user's XP in the month and how many are placed above them (same order as `month`):
     * those with more XP summed from xp_monthly_histogram (one row per distinct total, not per
     * user), plus those tied with a smaller id (an index-only count).
     */
    async monthRank(since: Date, userId: string) {
      const [row] = await queryRows<{ xp: number | null }>(
        db,
        sql`select xp from xp_monthly where month = ${since} and user_id = ${userId}::uuid`,
      );
      if (!row || row.xp === null) return { xp: 0, above: 0 };
      const xp = Number(row.xp);
      const [counted] = await queryRows<{ above: number }>(
        db,
        sql`select (select coalesce(sum(users), 0) from xp_monthly_histogram where month = ${since} and xp > ${xp})
                 + (select count(*) from xp_monthly where month = ${since} and xp = ${xp}
                       and user_id < ${userId}::uuid) as above`,
      );
      return { xp, above: Number(counted?.above ?? 0) };
    },

    allTime(limit: number) {
      return queryRows<Row>(
        db,
        sql`select user_id, username, profile_image, user_level, experience_points as xp
              from users where experience_points > 0
             order by experience_points desc limit ${limit}`,
      );
    },

    async allTimeRank(userId: string) {
      const [row] = await queryRows<{ xp: number; above: number }>(
        db,
        sql`select u.experience_points as xp,
                   (select count(*) from users o where o.experience_points > u.experience_points)::int as above
              from users u where u.user_id = ${userId}::uuid`,
      );
      return { xp: Number(row?.xp ?? 0), above: Number(row?.above ?? 0) };
    },
  };
}
