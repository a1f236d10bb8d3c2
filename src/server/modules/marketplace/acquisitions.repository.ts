import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { templateAcquisitions } from '../../db/schema/template-acquisitions';
import { templates } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import { transactional, type Transactional } from '../../db/transactional';
import { createStatsRepository } from '../stats/stats.repository';
import { cardColumns, type TemplateCardRow } from './marketplace.repository';
import { notifyTemplateSale } from './sale-notification';
import { createTemplateReviewsRepository } from './template-reviews.repository';
import type { AcquisitionsLookup } from './marketplace-types';

/**
 * The only access to template_acquisitions: who holds a template (downloaded or bought, not
 * refunded), recording a download or a purchase once per user (the unique key), refunds, My
 * Templates and a seller's sales. A refunded row does not count as held. A refund, whichever
 * way it comes (the buyer's, or one made at the provider), counts in refund_count and removes the
 * buyer's review of the template (issue 20).
 */
const held = isNull(templateAcquisitions.refundedAt);
export type AcquisitionRow = typeof templateAcquisitions.$inferSelect;
export type MyTemplateRow = TemplateCardRow & {
  kind: string | null;
  acquiredAt: Date | null;
  refundCount: number | null;
  consumedAt: Date | null;
};

const refundedNow = (at: Date) => ({
  refundedAt: at,
  refundCount: sql`${templateAcquisitions.refundCount} + 1`,
});

function acquisitionQueries(db: Db) {
  return {
    /** Whether `userId` holds the template now (downloaded or bought, not refunded). */
    async hasAcquired(userId: string, templateId: string): Promise<boolean> {
      if (!isUuid(templateId)) return false;
      const [row] = await db
        .select({ id: templateAcquisitions.id })
        .from(templateAcquisitions)
        .where(
          and(eq(templateAcquisitions.templateId, templateId), eq(templateAcquisitions.userId, userId), held),
        )
        .limit(1);
      return row !== undefined;
    },

    async acquiredAmong(userId: string, templateIds: string[]): Promise<Set<string>> {
      const ids = templateIds.filter(isUuid);
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: templateAcquisitions.templateId })
        .from(templateAcquisitions)
        .where(
          and(eq(templateAcquisitions.userId, userId), inArray(templateAcquisitions.templateId, ids), held),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Whether anyone ever paid for it (refunded or not: a sale is on record). */
    async hasBuyers(templateId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: templateAcquisitions.id })
        .from(templateAcquisitions)
        .where(
          and(eq(templateAcquisitions.templateId, templateId), eq(templateAcquisitions.kind, 'purchase')),
        )
        .limit(1);
      return row !== undefined;
    },

    async holderIds(templateId: string): Promise<string[]> {
      const rows = await db
        .select({ id: templateAcquisitions.userId })
        .from(templateAcquisitions)
        .where(and(eq(templateAcquisitions.templateId, templateId), held));
      return rows.map((r) => r.id);
    },

    /** The user's row for the template (held or refunded), locked FOR UPDATE inside a transaction. */
    async lockAcquisition(userId: string, templateId: string): Promise<AcquisitionRow | undefined> {
      const [row] = await db
        .select()
        .from(templateAcquisitions)
        .where(and(eq(templateAcquisitions.templateId, templateId), eq(templateAcquisitions.userId, userId)))
        .for('update');
      return row;
    },

    /**
     * The user's held row (not refunded), locked inside a transaction: FOR SHARE to keep it held
     * while a review is written, FOR UPDATE before marking it used or exported. A refund locks
     * the same row, so the two apply one after the other; undefined once refunded.
     */
    async lockHeld(userId: string, templateId: string, strength: 'share' | 'update') {
      const [row] = await db
        .select()
        .from(templateAcquisitions)
        .where(
          and(eq(templateAcquisitions.templateId, templateId), eq(templateAcquisitions.userId, userId), held),
        )
        .for(strength);
      return row;
    },

    /** The first use or export of a held template: from now on a purchase is not refundable. */
    async markConsumed(id: string) {
      await db
        .update(templateAcquisitions)
        .set({ consumedAt: sql`coalesce(${templateAcquisitions.consumedAt}, now())` })
        .where(eq(templateAcquisitions.id, id));
    },

    /**
     * Records a download; true only the first time this user acquires the template (then the
     * caller counts a download). A concurrent second call waits on the unique key and inserts nothing.
     */
    async recordDownload(userId: string, templateId: string): Promise<boolean> {
      const rows = await db
        .insert(templateAcquisitions)
        .values({ templateId, userId, kind: 'download' })
        .onConflictDoNothing()
        .returning({ id: templateAcquisitions.id });
      return rows.length === 1;
    },

    /**
     * A paid purchase (local provider, or a Stripe checkout completed by its webhook): the buyer
     * holds the template; the first acquisition by this user counts one download. Call in a
     * transaction holding the buyer's user row lock.
     */
    async recordPaidPurchase(userId: string, templateId: string, paymentId: string, amountCents: number) {
      const [existing] = await db
        .select({ id: templateAcquisitions.id })
        .from(templateAcquisitions)
        .where(and(eq(templateAcquisitions.templateId, templateId), eq(templateAcquisitions.userId, userId)))
        .for('update');
      await db
        .insert(templateAcquisitions)
        .values({ templateId, userId, kind: 'purchase', paymentId, amountCents })
        .onConflictDoUpdate({
          target: [templateAcquisitions.templateId, templateAcquisitions.userId],
          set: { kind: 'purchase', paymentId, amountCents, acquiredAt: sql`now()`, refundedAt: null },
        });
      if (!existing) await createStatsRepository(db).incrementTemplateDownloads(templateId);
      await notifyTemplateSale(db, { templateId, buyerId: userId });
    },

    /**
     * The acquisition a payment made leaves My Templates (a refund made at the provider); counts
     * as the buyer's refund and takes their review. Nothing when it was refunded already.
     */
    async markRefundedByPayment(paymentId: string, at: Date) {
      const rows = await db
        .update(templateAcquisitions)
        .set(refundedNow(at))
        .where(and(eq(templateAcquisitions.paymentId, paymentId), held))
        .returning();
      for (const row of rows) await createTemplateReviewsRepository(db).removeBy(row.userId, row.templateId);
    },

    /** Whether a payment bought a template (so it is refunded here, never as a plan payment). */
    async isPurchasePayment(paymentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: templateAcquisitions.id })
        .from(templateAcquisitions)
        .where(eq(templateAcquisitions.paymentId, paymentId))
        .limit(1);
      return row !== undefined;
    },

    /** The buyer's refund: the acquisition leaves My Templates, their review goes. */
    async markRefunded(row: AcquisitionRow, at: Date) {
      await db.update(templateAcquisitions).set(refundedNow(at)).where(eq(templateAcquisitions.id, row.id));
      await createTemplateReviewsRepository(db).removeBy(row.userId, row.templateId);
    },

    /**
     * Card rows of the templates the user created or holds, newest first (made: updated_at;
     * held: acquired_at), at most `limit`. Two index-backed reads (templates by creator,
     * acquisitions by user) merged here, never a scan of every template.
     */
    async listMine(userId: string, limit: number): Promise<MyTemplateRow[]> {
      const [made, acquired] = await Promise.all([
        db
          .select({
            ...cardColumns,
            kind: sql<string | null>`null`,
            acquiredAt: sql<Date | null>`null`,
            refundCount: sql<number | null>`null`,
            consumedAt: sql<Date | null>`null`,
          })
          .from(templates)
          .innerJoin(users, eq(users.id, templates.creator))
          .where(eq(templates.creator, userId))
          .orderBy(desc(templates.updatedAt))
          .limit(limit),
        db
          .select({
            ...cardColumns,
            kind: templateAcquisitions.kind,
            acquiredAt: templateAcquisitions.acquiredAt,
            refundCount: templateAcquisitions.refundCount,
            consumedAt: templateAcquisitions.consumedAt,
          })
          .from(templateAcquisitions)
          .innerJoin(templates, eq(templates.id, templateAcquisitions.templateId))
          .innerJoin(users, eq(users.id, templates.creator))
          .where(and(eq(templateAcquisitions.userId, userId), held))
          .orderBy(desc(templateAcquisitions.acquiredAt))
          .limit(limit),
      ]);
      const at = (r: MyTemplateRow) => (r.acquiredAt ?? r.updatedAt).getTime();
      return [...made, ...acquired].sort((a, b) => at(b) - at(a) || b.id.localeCompare(a.id)).slice(0, limit);
    },

    /** Sales per template of the seller: purchases not refunded, and their sum in cents. */
    salesOf(sellerId: string) {
      return db
        .select({
          templateId: templates.id,
          sales: sql<number>`count(${templateAcquisitions.id})::int`,
          earningsCents: sql<number>`coalesce(sum(${templateAcquisitions.amountCents}), 0)::int`,
        })
        .from(templates)
        .leftJoin(
          templateAcquisitions,
          and(
            eq(templateAcquisitions.templateId, templates.id),
            eq(templateAcquisitions.kind, 'purchase'),
            held,
          ),
        )
        .where(eq(templates.creator, sellerId))
        .groupBy(templates.id)
        .orderBy(templates.id);
    },
  };
}

export type AcquisitionQueries = ReturnType<typeof acquisitionQueries>;
export type AcquisitionsRepository = Transactional<AcquisitionQueries>;
export const createAcquisitionsRepository = (db: Db): AcquisitionsRepository =>
  transactional(db, acquisitionQueries);

/** Whether the user holds the template (for the template page and the marketplace lists). */
export const hasAcquired = (db: Db, userId: string, templateId: string): Promise<boolean> =>
  acquisitionQueries(db).hasAcquired(userId, templateId);

/** The lookup the marketplace service asks (marketplace-types.ts). */
export function createAcquisitionsLookupFromTable(db: Db): AcquisitionsLookup {
  const q = acquisitionQueries(db);
  return { acquiredAmong: q.acquiredAmong, hasBuyers: q.hasBuyers, holderIds: q.holderIds };
}
