import { and, eq, gte, sql } from 'drizzle-orm';
import { XP_PER_LEVEL } from '@common/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { xpLedger } from '../../db/schema/xp';

/** The user's totals after an award that was paid. */
export type XpTotals = { experiencePoints: number; userLevel: number };

/**
 * The only code that writes experience points. `db` may be the app's database or a transaction
 * handle (both are `Db`), so an award commits or rolls back with the caller's other writes.
 */
export function createXpRepository(db: Db) {
  return {
    /**
     * Inserts the ledger row and, only when it was new, adds the amount to the user's XP and
     * recomputes their level, in ONE statement (atomic on its own, and inside the caller's
     * transaction when given one). Resolves to the new totals, or null when this event had
     * already been paid (or the user is gone).
     */
    async insertAward(userId: string, rule: string, refId: string, amount: number): Promise<XpTotals | null> {
      const [row] = await queryRows<{ experience_points: number; user_level: number }>(
        db,
        sql`with paid as (
              insert into xp_ledger (user_id, rule, ref_id, amount)
              select ${userId}::uuid, ${rule}, ${refId}, ${amount}::integer
              where exists (select 1 from users where user_id = ${userId}::uuid)
              on conflict (user_id, rule, ref_id) do nothing
              returning amount
            )
            update users
               set experience_points = users.experience_points + paid.amount,
                   user_level = (users.experience_points + paid.amount) / ${sql.raw(String(XP_PER_LEVEL))} + 1
              from paid
             where users.user_id = ${userId}::uuid
            returning users.experience_points, users.user_level`,
      );
      return row
        ? { experiencePoints: Number(row.experience_points), userLevel: Number(row.user_level) }
        : null;
    },

    /** Sum of the user's awards since `since` (inclusive). */
    async sumSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${xpLedger.amount}), 0)` })
        .from(xpLedger)
        .where(and(eq(xpLedger.userId, userId), gte(xpLedger.createdAt, since)));
      return Number(row?.total ?? 0);
    },
  };
}
