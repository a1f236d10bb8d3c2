import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { OPEN_COMMISSION_STATES, type CommissionState } from '@common/commissions';
import type { Db } from '../../db/client';
import {
  chapters,
  checkouts,
  commissionEvents,
  commissionLedger,
  commissionSettings,
  commissions,
  invoices,
  payments,
  stories,
  users,
} from '../../db/schema';
import { transactional, type Transactional } from '../../db/transactional';

export type CommissionRow = typeof commissions.$inferSelect;
export type CommissionSettingsRow = typeof commissionSettings.$inferSelect;
export type LedgerKind = 'hold' | 'release' | 'refund';

/** The commissions module's queries (db/schema/commissions.ts); the only code that reads or writes them. */
function commissionQueries(db: Db) {
  return {
    async findUserByUsername(username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, tier: users.subscriptionTier })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findSettings(creatorId: string): Promise<CommissionSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(commissionSettings)
        .where(eq(commissionSettings.creatorId, creatorId));
      return row;
    },

    /** The settings row under FOR UPDATE: serialises acceptances against the creator's limit. */
    async lockSettings(creatorId: string): Promise<CommissionSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(commissionSettings)
        .where(eq(commissionSettings.creatorId, creatorId))
        .for('update');
      return row;
    },

    async saveSettings(values: typeof commissionSettings.$inferInsert): Promise<CommissionSettingsRow> {
      const { creatorId: _creator, ...rest } = values;
      const [row] = await db
        .insert(commissionSettings)
        .values(values)
        .onConflictDoUpdate({ target: commissionSettings.creatorId, set: { ...rest, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** The creator's commissions that count against their limit (OPEN_COMMISSION_STATES). */
    async countOpen(creatorId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(commissions)
        .where(
          and(eq(commissions.creatorId, creatorId), inArray(commissions.state, [...OPEN_COMMISSION_STATES])),
        );
      return row!.n;
    },

    async findByKey(patronId: string, key: string): Promise<CommissionRow | undefined> {
      const [row] = await db
        .select()
        .from(commissions)
        .where(and(eq(commissions.patronId, patronId), eq(commissions.idempotencyKey, key)));
      return row;
    },

    async insert(values: typeof commissions.$inferInsert): Promise<CommissionRow> {
      const [row] = await db.insert(commissions).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<CommissionRow | undefined> {
      const [row] = await db.select().from(commissions).where(eq(commissions.id, id));
      return row;
    },

    async lock(id: string): Promise<CommissionRow | undefined> {
      const [row] = await db.select().from(commissions).where(eq(commissions.id, id)).for('update');
      return row;
    },

    async findByPayment(paymentId: string): Promise<CommissionRow | undefined> {
      const [row] = await db.select().from(commissions).where(eq(commissions.paymentId, paymentId));
      return row;
    },

    /**
     * Whether a payment paid for a commission: the one holding its money, or one that paid its
     * page too late and was refunded (its checkout's purpose), so billing never takes either for a
     * plan payment.
     */
    async isCommissionPayment(paymentId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .leftJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
        .where(
          and(
            eq(payments.id, paymentId),
            or(
              eq(checkouts.purpose, 'commission'),
              sql`exists (select 1 from ${commissions} where ${commissions.paymentId} = ${paymentId})`,
            ),
          ),
        );
      return Boolean(row);
    },

    /**
     * The one way a state changes: UPDATE ... WHERE state = `from`. Undefined when the commission
     * was no longer in `from` (another request moved it first): the caller changes nothing else.
     */
    async transition(
      id: string,
      from: CommissionState,
      values: Partial<typeof commissions.$inferInsert> & { state: CommissionState },
      at: Date,
    ): Promise<CommissionRow | undefined> {
      const [row] = await db
        .update(commissions)
        .set({ ...values, updatedAt: at })
        .where(and(eq(commissions.id, id), eq(commissions.state, from)))
        .returning();
      return row;
    },

    async setCheckout(id: string, checkoutId: string) {
      await db.update(commissions).set({ checkoutId }).where(eq(commissions.id, id));
    },

    async insertEvent(values: typeof commissionEvents.$inferInsert): Promise<string> {
      const [row] = await db.insert(commissionEvents).values(values).returning({ id: commissionEvents.id });
      return row!.id;
    },

    history(commissionId: string) {
      return db
        .select({
          from: commissionEvents.fromState,
          to: commissionEvents.toState,
          by: users.username,
          note: commissionEvents.note,
          at: commissionEvents.createdAt,
        })
        .from(commissionEvents)
        .leftJoin(users, eq(users.id, commissionEvents.actorId))
        .where(eq(commissionEvents.commissionId, commissionId))
        .orderBy(asc(commissionEvents.createdAt), asc(commissionEvents.id));
    },

    /** Both sides' commissions with the other party's current username, newest change first. */
    listFor(userId: string) {
      const patron = sql<string | null>`(select username from users where user_id = ${commissions.patronId})`;
      const creator = sql<
        string | null
      >`(select username from users where user_id = ${commissions.creatorId})`;
      return db
        .select({ row: commissions, patron, creator })
        .from(commissions)
        .where(or(eq(commissions.patronId, userId), eq(commissions.creatorId, userId)))
        .orderBy(desc(commissions.updatedAt))
        .limit(200);
    },

    async usernamesOf(ids: (string | null)[]): Promise<Map<string, string>> {
      const wanted = ids.filter((id): id is string => id !== null);
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, wanted));
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    /** Records a ledger entry once: false when (commission, kind) or its settlement exists already. */
    async recordLedger(values: typeof commissionLedger.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(commissionLedger)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: commissionLedger.id });
      return rows.length === 1;
    },

    async ledgerKinds(commissionId: string): Promise<LedgerKind[]> {
      const rows = await db
        .select({ kind: commissionLedger.kind })
        .from(commissionLedger)
        .where(eq(commissionLedger.commissionId, commissionId));
      return rows.map((r) => r.kind as LedgerKind);
    },

    /** Money released to the creator per calendar month (UTC), newest first. */
    releasedByMonth(creatorId: string) {
      const month = sql<string>`to_char(${commissionLedger.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      return db
        .select({
          month,
          totalCents: sql<number>`sum(${commissionLedger.amountCents})::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(commissionLedger)
        .where(and(eq(commissionLedger.creatorId, creatorId), eq(commissionLedger.kind, 'release')))
        .groupBy(month)
        .orderBy(desc(month));
    },

    /** Money paid for the creator's commissions and held, neither released nor refunded yet. */
    async heldFor(creatorId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${commissionLedger.amountCents}), 0)::int` })
        .from(commissionLedger)
        .where(
          and(
            eq(commissionLedger.creatorId, creatorId),
            eq(commissionLedger.kind, 'hold'),
            sql`not exists (select 1 from commission_ledger s where s.commission_id = ${commissionLedger.commissionId} and s.kind in ('release', 'refund'))`,
          ),
        );
      return row!.n;
    },

    async findOwnStory(creatorId: string, storyId: string) {
      const [row] = await db
        .select({ id: stories.id, title: stories.title })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.createdBy, creatorId)));
      return row;
    },

    /** Every chapter of a story, drafts too (a delivered story is read whole by its patron). */
    storyChapters(storyId: string) {
      return db
        .select({ position: chapters.position, title: chapters.title, content: chapters.content })
        .from(chapters)
        .where(eq(chapters.storyId, storyId))
        .orderBy(asc(chapters.position));
    },

    /** A user's commissions, on either side, that are not final yet (account deletion settles them). */
    async unfinishedOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: commissions.id })
        .from(commissions)
        .where(
          and(
            or(eq(commissions.patronId, userId), eq(commissions.creatorId, userId)),
            inArray(commissions.state, ['requested', 'countered', 'accepted', 'in_progress', 'delivered']),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Deliveries made at or before `cutoff` that the patron has not accepted yet. */
    async deliveredBefore(cutoff: Date): Promise<string[]> {
      const rows = await db
        .select({ id: commissions.id })
        .from(commissions)
        .where(and(eq(commissions.state, 'delivered'), lte(commissions.deliveredAt, cutoff)));
      return rows.map((r) => r.id);
    },
  };
}

export type CommissionQueries = ReturnType<typeof commissionQueries>;
export const createCommissionsRepository = (db: Db): Transactional<CommissionQueries> =>
  transactional(db, commissionQueries);
