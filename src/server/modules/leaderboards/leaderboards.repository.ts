import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { withFastRows } from '../../db/fast-rows';
import { xpMonthly } from '../../db/schema/events';
import { users } from '../../db/schema/users';

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
  // The public board is read on every visit to the hub: built once and prepared, so a request
  // neither builds the statement nor has PostgreSQL plan it again.
  const monthBoard = withFastRows(
    db
      .select({
        user_id: xpMonthly.userId,
        username: users.username,
        profile_image: users.profileImage,
        user_level: users.userLevel,
        xp: xpMonthly.xp,
      })
      .from(xpMonthly)
      .innerJoin(users, eq(users.id, xpMonthly.userId))
      .where(and(eq(xpMonthly.month, sql.placeholder('since')), sql`${xpMonthly.xp} > 0`))
      .orderBy(desc(xpMonthly.xp), asc(xpMonthly.userId))
      .limit(sql.placeholder('take'))
      .prepare('leaderboard_month'),
  );
  return {
    async month(since: Date, limit: number): Promise<Row[]> {
      // As ISO text: a placeholder skips the column's encoder, and node-postgres would format a
      // Date itself on every read (with the local offset, about a microsecond); same instant.
      return monthBoard.execute({ since: since.toISOString(), take: limit });
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
