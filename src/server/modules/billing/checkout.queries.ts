import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * The checkout rows of the billing repository (billing.repository.ts spreads these in, so they
 * run in its transactions): a plan or template purchase from its quote until it is paid,
 * expired or abandoned. Lock order as everywhere in billing: the user first, then the checkout.
 */
export function checkoutQueries(db: Db) {
  return {
    async insertCheckout(values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
      const [row] = await db.insert(checkouts).values(values).returning();
      return row!;
    },

    async findCheckout(id: string, lock = false): Promise<CheckoutRow | undefined> {
      const query = db.select().from(checkouts).where(eq(checkouts.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** Unlocked: lock the user, then the checkout (findCheckout), the order every billing path takes. */
    async findCheckoutBySession(sessionId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSessionId, sessionId));
      return row;
    },

    /** The user's plan checkouts whose provider payment page may still take a payment. */
    listOpenPlanCheckouts(userId: string): Promise<CheckoutRow[]> {
      return db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userId, userId),
            eq(checkouts.purpose, 'plan'),
            eq(checkouts.status, 'pending'),
            isNotNull(checkouts.providerSessionId),
          ),
        )
        .orderBy(desc(checkouts.createdAt))
        .for('update');
    },

    async updateCheckout(id: string, values: Partial<typeof checkouts.$inferInsert>) {
      await db.update(checkouts).set(values).where(eq(checkouts.id, id));
    },

    /**
     * The buyer's pending checkout of a template from the last 24 hours (as long as a Stripe
     * Checkout Session stays payable), to answer a repeated Buy with it: never two payable pages.
     */
    async findOpenTemplateCheckout(
      userId: string,
      templateId: string,
      now: Date,
    ): Promise<CheckoutRow | undefined> {
      const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const [row] = await db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userId, userId),
            eq(checkouts.templateId, templateId),
            eq(checkouts.status, 'pending'),
            sql`${checkouts.createdAt} > ${since}`,
          ),
        )
        .orderBy(desc(checkouts.createdAt))
        .limit(1);
      return row;
    },
  };
}
