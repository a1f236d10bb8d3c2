import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stories, tips, users } from '../../db/schema';
import { transactional, type Transactional } from '../../db/transactional';

export type TipRow = typeof tips.$inferSelect;
const publishedStory = sql`(${stories.privacyLevel} = 'Public' and ${stories.publicationStatus} is not null)`;
const earned = (creatorId: string) => and(eq(tips.creatorId, creatorId), eq(tips.status, 'paid'));

/** The tip ledger's queries (db/schema/tips.ts); the only code that reads or writes tips. */
function tipQueries(db: Db) {
  return {
    /** A user by username (case-insensitive, as usernames are unique that way). */
    async findUserByUsername(username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async hasPublishedStory(creatorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.createdBy, creatorId), publishedStory))
        .limit(1);
      return Boolean(row);
    },

    /** The creator's published story of that id, else undefined. */
    async findPublishedStory(creatorId: string, storyId: string) {
      const [row] = await db
        .select({ id: stories.id, title: stories.title })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.createdBy, creatorId), publishedStory));
      return row;
    },

    async findByKey(tipperId: string, key: string): Promise<TipRow | undefined> {
      const [row] = await db
        .select()
        .from(tips)
        .where(and(eq(tips.tipperId, tipperId), eq(tips.idempotencyKey, key)));
      return row;
    },

    async insert(values: typeof tips.$inferInsert): Promise<TipRow> {
      const [row] = await db.insert(tips).values(values).returning();
      return row!;
    },

    async lockTip(id: string): Promise<TipRow | undefined> {
      const [row] = await db.select().from(tips).where(eq(tips.id, id)).for('update');
      return row;
    },

    async setCheckout(id: string, checkoutId: string) {
      await db.update(tips).set({ checkoutId }).where(eq(tips.id, id));
    },

    /** Marks a pending tip paid by `paymentId`; false when it was not pending (paid already). */
    async markPaid(id: string, paymentId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(tips)
        .set({ status: 'paid', paymentId, paidAt: at })
        .where(and(eq(tips.id, id), eq(tips.status, 'pending')))
        .returning({ id: tips.id });
      return rows.length === 1;
    },

    async isTipPayment(paymentId: string): Promise<boolean> {
      const [row] = await db.select({ id: tips.id }).from(tips).where(eq(tips.paymentId, paymentId));
      return Boolean(row);
    },

    async markRefundedByPayment(paymentId: string, at: Date) {
      await db
        .update(tips)
        .set({ status: 'refunded', refundedAt: at })
        .where(and(eq(tips.paymentId, paymentId), eq(tips.status, 'paid')));
    },

    /** Paid tips received per calendar month (UTC), newest first. */
    earningsByMonth(creatorId: string) {
      const month = sql<string>`to_char(${tips.paidAt} at time zone 'UTC', 'YYYY-MM')`;
      return db
        .select({
          month,
          totalCents: sql<number>`sum(${tips.amountCents})::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(tips)
        .where(earned(creatorId))
        .groupBy(month)
        .orderBy(desc(month));
    },

    /**
     * Paid tips received per story, largest first: storyId null holds one-off tips naming no story,
     * and monthly allocations (which name none) are their own row.
     */
    earningsByStory(creatorId: string) {
      const allocation = sql<boolean>`(${tips.source} = 'allocation')`;
      return db
        .select({
          storyId: tips.storyId,
          allocation,
          title: sql<string | null>`max(${tips.storyTitle})`,
          totalCents: sql<number>`sum(${tips.amountCents})::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(tips)
        .where(earned(creatorId))
        .groupBy(tips.storyId, allocation)
        .orderBy(desc(sql`sum(${tips.amountCents})`));
    },

    /** The latest paid tips received, with the sender's current username. */
    recentTips(creatorId: string, limit: number) {
      return db
        .select({
          id: tips.id,
          from: users.username,
          storyTitle: tips.storyTitle,
          amountCents: tips.amountCents,
          source: tips.source,
          message: tips.message,
          paidAt: tips.paidAt,
        })
        .from(tips)
        .leftJoin(users, eq(users.id, tips.tipperId))
        .where(earned(creatorId))
        .orderBy(desc(tips.paidAt))
        .limit(limit);
    },
  };
}

export type TipQueries = ReturnType<typeof tipQueries>;
export const createTipsRepository = (db: Db): Transactional<TipQueries> => transactional(db, tipQueries);
