import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Tier } from '@common/constants';
import type { Db } from '../../db/client';
import { transactional, type Transactional } from '../../db/transactional';
import { userLockQueries } from '../users/users.repository';
import type { Good, Goods, Sale, SaleOutcome } from './goods';
import { checkoutQueries, type CheckoutRow } from './checkout.queries';
import {
  invoices,
  payments,
  providerEvents,
  refunds,
  subscriptions,
  tierChanges,
  users,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionWrite = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId'>>;
export type { CheckoutRow };
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceWithPayment = InvoiceRow & { payment: PaymentRow | null };

/**
 * The only database access of the billing module, and the only code that writes
 * users.subscription_tier (setTier, always with a tier_changes row). Row locks: lockUser takes the
 * user's row FOR NO KEY UPDATE, the same row the world and character limit checks lock, so a tier change
 * and a create never interleave; lockCheckout serialises confirms of one checkout.
 */
function billingQueries(db: Db, goods: Goods) {
  return {
    ...checkoutQueries(db),
    ...userLockQueries(db),

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, tier: users.subscriptionTier, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Writes the tier and logs the change; call with the user's row locked. */
    async setTier(userId: string, from: string, to: Tier, reason: string, by: string | null) {
      if (from === to) return;
      await db.update(users).set({ subscriptionTier: to }).where(eq(users.id, userId));
      await db.insert(tierChanges).values({ userId, fromTier: from, toTier: to, reason, changedBy: by });
    },

    listTierChanges(userId: string) {
      return db
        .select()
        .from(tierChanges)
        .where(eq(tierChanges.userId, userId))
        .orderBy(desc(tierChanges.createdAt))
        .limit(50);
    },

    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    /**
     * The row of a Stripe subscription, by its id only: a customer can hold other subscriptions
     * (ended ones, or a duplicate being refunded), whose events must not touch this one.
     */
    async findSubscriptionByProviderId(providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row;
    },

    /** The row of a Stripe customer (customer-level events: its balance). */
    async findSubscriptionByCustomer(providerCustomerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerCustomerId, providerCustomerId))
        .limit(1);
      return row;
    },

    /** Creates or replaces the user's one subscription row. */
    async saveSubscription(
      userId: string,
      values: SubscriptionWrite & Pick<SubscriptionRow, 'plan' | 'status' | 'provider'>,
    ) {
      const [row] = await db
        .insert(subscriptions)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async updateSubscription(userId: string, values: SubscriptionWrite) {
      const [row] = await db
        .update(subscriptions)
        .set(values)
        .where(eq(subscriptions.userId, userId))
        .returning();
      return row;
    },

    /** Subscriptions whose period, comp or grace period has ended: the renewal job's work list. */
    listDue(now: Date, graceStart: Date) {
      return db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(
          and(
            sql`${subscriptions.status} <> 'canceled'`,
            or(
              lte(subscriptions.currentPeriodEnd, now),
              lte(subscriptions.compUntil, now),
              lte(subscriptions.pastDueSince, graceStart),
            ),
          ),
        )
        .limit(500);
    },

    /** An invoice with its payment; the unique checkout_id makes a second one for a checkout fail. */
    async insertPaidInvoice(
      invoice: typeof invoices.$inferInsert,
      payment: Omit<typeof payments.$inferInsert, 'invoiceId' | 'userId'> | null,
    ) {
      const [row] = await db.insert(invoices).values(invoice).returning();
      if (payment)
        await db.insert(payments).values({ ...payment, invoiceId: row!.id, userId: invoice.userId });
      return row!;
    },

    async updateInvoiceStatus(id: string, status: InvoiceRow['status']) {
      await db.update(invoices).set({ status }).where(eq(invoices.id, id));
    },

    async findInvoiceByProviderId(providerInvoiceId: string) {
      const [row] = await db.select().from(invoices).where(eq(invoices.providerInvoiceId, providerInvoiceId));
      return row;
    },

    async listInvoices(userId: string, take = 50): Promise<InvoiceWithPayment[]> {
      const rows = await db
        .select({ invoice: invoices, payment: payments })
        .from(invoices)
        .leftJoin(payments, eq(payments.invoiceId, invoices.id))
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(take);
      return rows.map((r) => ({ ...r.invoice, payment: r.payment }));
    },

    async findInvoice(id: string): Promise<InvoiceWithPayment | undefined> {
      const [row] = await db
        .select({ invoice: invoices, payment: payments })
        .from(invoices)
        .leftJoin(payments, eq(payments.invoiceId, invoices.id))
        .where(eq(invoices.id, id));
      return row && { ...row.invoice, payment: row.payment };
    },

    async lockPayment(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async findPaymentByProviderId(providerPaymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, providerPaymentId))
        .for('update');
      return row;
    },

    async recordRefund(
      payment: PaymentRow,
      providerRefundId: string | null,
      reason: string,
      by: string | null,
      /** Part of the payment (a refund closes the payment either way: one refund per payment). */
      amountCents: number = payment.amountCents,
    ) {
      await db.insert(refunds).values({
        paymentId: payment.id,
        amountCents,
        currency: payment.currency,
        providerRefundId,
        reason,
        createdBy: by,
      });
      await db
        .update(payments)
        .set({ status: 'refunded', refundedCents: amountCents })
        .where(eq(payments.id, payment.id));
      await db.update(invoices).set({ status: 'refunded' }).where(eq(invoices.id, payment.invoiceId));
    },

    /** The buyer now holds the good a one-off payment bought (goods.ts), in this transaction, or it is to be refunded. */
    completeSale: (kind: string, sale: Sale): Promise<SaleOutcome> => goods.of(kind).complete(db, sale),

    /** The good a payment bought (its kind and refund message); undefined for a plan payment. */
    async goodOfPayment(paymentId: string): Promise<Pick<Good, 'kind' | 'refundElsewhere'> | undefined> {
      return goods.ofPayment(db, paymentId);
    },

    /** A one-off payment refunded at the provider: its good leaves the buyer. */
    refundedAtProvider: (kind: string, paymentId: string, at: Date): Promise<void> =>
      goods.of(kind).refundedAtProvider(db, paymentId, at),

    /** True the first time an event id is seen; false for a replay. */
    async recordEvent(id: string, provider: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(providerEvents)
        .values({ id, provider, type })
        .onConflictDoNothing()
        .returning({ id: providerEvents.id });
      return rows.length === 1;
    },
  };
}

export type BillingQueries = ReturnType<typeof billingQueries>;
export type BillingRepository = Transactional<BillingQueries>;
/** `goods`: what one-off payments buy (app.ctx.payments.goods), asked about a payment's good. */
export const createBillingRepository = (db: Db, goods: Goods): BillingRepository =>
  transactional(db, (handle) => billingQueries(handle, goods));
