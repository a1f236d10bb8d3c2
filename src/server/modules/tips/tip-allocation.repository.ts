import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TipAllocationMode } from '@common/schemas/tip-allocation';
import type { Db } from '../../db/client';
import {
  invoices,
  monthlyReadingMinutes,
  stories,
  tipAllocationMonths,
  tipAllocationShares,
  tipAllocations,
  tips,
  users,
} from '../../db/schema';
import { transactional, type Transactional } from '../../db/transactional';

export type ShareRow = {
  creatorId: string;
  creator: string;
  percent: number | null;
  amountCents: number | null;
};
const hasPublished = sql<boolean>`exists (select 1 from ${stories} where ${stories.createdBy} = ${users.id}
  and ${stories.privacyLevel} = 'Public' and ${stories.publicationStatus} is not null)`;

/** The allocation's queries (db/schema/tip-allocations.ts) and its tips in the ledger. */
function allocationQueries(db: Db) {
  return {
    async findMode(userId: string): Promise<TipAllocationMode | undefined> {
      const [row] = await db
        .select({ mode: tipAllocations.mode })
        .from(tipAllocations)
        .where(eq(tipAllocations.userId, userId));
      return row?.mode as TipAllocationMode | undefined;
    },

    /** The hand-made shares, with each creator's current username, in the order of the names. */
    listShares(userId: string): Promise<ShareRow[]> {
      return db
        .select({
          creatorId: tipAllocationShares.creatorId,
          creator: users.username,
          percent: tipAllocationShares.percent,
          amountCents: tipAllocationShares.amountCents,
        })
        .from(tipAllocationShares)
        .innerJoin(users, eq(users.id, tipAllocationShares.creatorId))
        .where(eq(tipAllocationShares.userId, userId))
        .orderBy(users.username);
    },

    /** Replaces the caller's split whole (run it in a transaction). */
    async replace(
      userId: string,
      mode: TipAllocationMode,
      shares: { creatorId: string; percent: number | null; amountCents: number | null }[],
    ) {
      await db
        .insert(tipAllocations)
        .values({ userId, mode })
        .onConflictDoUpdate({ target: tipAllocations.userId, set: { mode, updatedAt: new Date() } });
      await db.delete(tipAllocationShares).where(eq(tipAllocationShares.userId, userId));
      if (shares.length > 0)
        await db.insert(tipAllocationShares).values(shares.map((s) => ({ userId, ...s })));
    },

    /** Users by username (case-insensitive), with whether each has a published story. */
    findCreators(usernames: string[]) {
      const lower = usernames.map((u) => u.toLowerCase());
      return db
        .select({ id: users.id, username: users.username, hasPublished })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, lower));
    },

    /** Minutes the reader read each author in the month (its first day), most first. */
    readingMinutes(userId: string, monthStart: string) {
      return db
        .select({
          creatorId: monthlyReadingMinutes.authorId,
          creator: users.username,
          minutes: monthlyReadingMinutes.minutes,
        })
        .from(monthlyReadingMinutes)
        .innerJoin(users, eq(users.id, monthlyReadingMinutes.authorId))
        .where(
          and(
            eq(monthlyReadingMinutes.userId, userId),
            eq(monthlyReadingMinutes.month, monthStart),
            gt(monthlyReadingMinutes.minutes, 0),
          ),
        )
        .orderBy(desc(monthlyReadingMinutes.minutes), users.username);
    },

    closedMonths(userId: string) {
      return db
        .select({
          month: sql<string>`to_char(${tipAllocationMonths.month}, 'YYYY-MM')`,
          allocationCents: tipAllocationMonths.allocationCents,
          tips: tipAllocationMonths.tips,
        })
        .from(tipAllocationMonths)
        .where(eq(tipAllocationMonths.patronId, userId))
        .orderBy(desc(tipAllocationMonths.month))
        .limit(24);
    },

    /**
     * Patrons whose plan was paid for the month: a paid (not refunded) invoice of `plan` whose
     * period holds the month's last instant, so one paid month gives one allocation and a yearly
     * plan twelve. Those with the month closed already are left out.
     */
    async paidPatrons(plan: string, end: Date, monthStart: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: invoices.userId })
        .from(invoices)
        .where(
          and(
            eq(invoices.plan, plan),
            eq(invoices.status, 'paid'),
            lt(invoices.periodStart, end),
            gte(invoices.periodEnd, end),
            sql`not exists (select 1 from ${tipAllocationMonths} where ${tipAllocationMonths.patronId} = ${invoices.userId} and ${tipAllocationMonths.month} = ${monthStart})`,
          ),
        );
      return rows.map((r) => r.userId);
    },

    /**
     * Claims the patron's month: true when this call inserted its row. A second claim waits for a
     * first one still open (the primary key) and answers false once it committed.
     */
    async claimMonth(patronId: string, monthStart: string, allocationCents: number, at: Date) {
      const rows = await db
        .insert(tipAllocationMonths)
        .values({ patronId, month: monthStart, allocationCents, tips: 0, closedAt: at })
        .onConflictDoNothing()
        .returning({ patronId: tipAllocationMonths.patronId });
      return rows.length === 1;
    },

    async setMonthTips(patronId: string, monthStart: string, count: number) {
      await db
        .update(tipAllocationMonths)
        .set({ tips: count })
        .where(and(eq(tipAllocationMonths.patronId, patronId), eq(tipAllocationMonths.month, monthStart)));
    },

    /** Inserts allocation tips; the key (patron, 'allocation-<month>-<creator>') makes each once. */
    async insertTips(rows: (typeof tips.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const done = await db.insert(tips).values(rows).onConflictDoNothing().returning({ id: tips.id });
      return done.length;
    },
  };
}

export type AllocationQueries = ReturnType<typeof allocationQueries>;
export const createAllocationRepository = (db: Db): Transactional<AllocationQueries> =>
  transactional(db, allocationQueries);
