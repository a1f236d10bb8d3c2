import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { XP_PER_LEVEL } from '@common/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { xpLedger } from '../../db/schema/xp';
import { userLockQueries } from '../users/users.repository';
import type { HeldRule } from './xp-rules';

/**
 * How many of a held rule's things the user holds right now (xp-rules.ts): their published
 * chapters (kept on each story row by the published-count triggers), published stories (SPEC
 * section 4: Public with a publication) and stories with status Complete.
 */
const HELD: Record<HeldRule, (userId: string) => SQL> = {
  CHAPTER_PUBLISHED: (userId) =>
    sql`select coalesce(sum(published_chapter_count), 0) from stories where created_by = ${userId}::uuid`,
  STORY_PUBLISHED: (userId) =>
    sql`select count(*) from stories where created_by = ${userId}::uuid
           and privacy_level = 'Public' and publication_status is not null`,
  STORY_COMPLETED: (userId) =>
    sql`select count(*) from stories where created_by = ${userId}::uuid and status = 'Complete'`,
};

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

    /**
     * Pays `amount` for each of the user's held things (HELD) beyond the number of awards of the
     * rule already in the ledger, one row per ordinal ('held:<n>'), and adds them to the user's
     * XP in the same statement. The count only grows past its highest value ever paid, so
     * deleting, unpublishing and re-creating pays nothing again. The user row is locked first:
     * inside a transaction a second award for the same user waits and then counts what the first
     * committed, so two things published at once are both paid. Resolves to the new totals, or
     * null when nothing was due.
     */
    async insertHeldAwards(userId: string, rule: HeldRule, amount: number): Promise<XpTotals | null> {
      await userLockQueries(db).lockUserForTierCheck(userId);
      const [row] = await queryRows<{ experience_points: number; user_level: number }>(
        db,
        sql`with held as (select (${HELD[rule](userId)})::int as n),
                 already as (select count(*)::int as n from xp_ledger where user_id = ${userId}::uuid and rule = ${rule}),
                 paid as (
                   insert into xp_ledger (user_id, rule, ref_id, amount)
                   select ${userId}::uuid, ${rule}, 'held:' || k, ${amount}::integer
                     from held, already, generate_series(already.n + 1, held.n) as k
                    where exists (select 1 from users where user_id = ${userId}::uuid)
                   on conflict (user_id, rule, ref_id) do nothing
                   returning amount
                 ),
                 total as (select sum(amount)::integer as amount from paid)
            update users
               set experience_points = users.experience_points + total.amount,
                   user_level = (users.experience_points + total.amount) / ${sql.raw(String(XP_PER_LEVEL))} + 1
              from total
             where users.user_id = ${userId}::uuid and total.amount is not null
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
