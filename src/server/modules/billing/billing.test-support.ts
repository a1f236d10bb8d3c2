import { count, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import type { Db } from '../../db/client';
import { checkouts, invoices, payments, refunds, subscriptions, tierChanges, users } from '../../db/schema';
import { call } from '../worlds/workspace.test-support';

/** Helpers for the billing tests: the API as the SPA calls it, and what the database holds. */
export const billingApi = (t: TestApp, cookie: string) => ({
  overview: () => call(t, 'GET', '/api/v1/billing', cookie),
  checkout: (plan: string, interval: string) =>
    call(t, 'POST', '/api/v1/billing/checkout', cookie, { plan, interval }),
  confirm: (id: string) => call(t, 'POST', `/api/v1/billing/checkout/${id}/confirm`, cookie),
  cancel: () => call(t, 'POST', '/api/v1/billing/cancel', cookie),
  resume: () => call(t, 'POST', '/api/v1/billing/resume', cookie),
  refund: (paymentId: string) => call(t, 'POST', '/api/v1/billing/refund', cookie, { paymentId }),
  /** Quote and confirm in one go; returns the confirmed checkout. */
  async buy(plan: string, interval: string) {
    const quote = await this.checkout(plan, interval);
    if (quote.statusCode !== 201) throw new Error(`checkout ${plan}: ${quote.statusCode} ${quote.body}`);
    const done = await this.confirm(quote.json().id);
    if (done.statusCode !== 200) throw new Error(`confirm ${plan}: ${done.statusCode} ${done.body}`);
    return done.json();
  },
});

export async function tierOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ tier: users.subscriptionTier })
    .from(users)
    .where(eq(users.id, userId));
  return row!.tier;
}

export async function billingCounts(t: TestApp, userId: string) {
  const db = t.database.db;
  const n = async (table: typeof invoices | typeof payments | typeof tierChanges) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    return row!.n;
  };
  return { invoices: await n(invoices), payments: await n(payments), tierChanges: await n(tierChanges) };
}

/** Moves the user's current period so that `daysIn` days of it have passed (period length kept). */
export async function shiftPeriod(t: TestApp, userId: string, daysIn: number) {
  await t.database.db.execute(sql`
    update subscriptions
       set current_period_start = current_period_start - make_interval(days => ${daysIn}),
           current_period_end = current_period_end - make_interval(days => ${daysIn})
     where user_id = ${userId}`);
}

/** Makes every payment of the user `days` days older. */
export async function agePayments(t: TestApp, userId: string, days: number) {
  await t.database.db.execute(
    sql`update payments set paid_at = paid_at - make_interval(days => ${days}) where user_id = ${userId}`,
  );
}

/** One row of every billing table for `userId` (a paid, refunded Chronicler month), for tests that need them all. */
export async function seedBillingRows(db: Db, userId: string) {
  const now = new Date();
  const end = new Date(now.getTime() + 30 * 86_400_000);
  await db.insert(subscriptions).values({ userId, plan: 'Free', status: 'canceled', provider: 'local' });
  const [checkout] = await db
    .insert(checkouts)
    .values({
      userId,
      plan: 'Chronicler',
      interval: 'monthly',
      fromPlan: 'Free',
      kind: 'new',
      priceCents: 999,
      amountDueCents: 999,
      currency: 'usd',
      effective: 'now',
      effectiveAt: now,
      periodEnd: end,
      provider: 'local',
      status: 'completed',
      expiresAt: now,
    })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      userId,
      checkoutId: checkout!.id,
      plan: 'Chronicler',
      interval: 'monthly',
      description: 'Chronicler subscription, monthly',
      amountCents: 999,
      currency: 'usd',
      status: 'refunded',
      provider: 'local',
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      invoiceId: invoice!.id,
      amountCents: 999,
      currency: 'usd',
      status: 'refunded',
      provider: 'local',
      refundedCents: 999,
    })
    .returning();
  await db.insert(refunds).values({
    paymentId: payment!.id,
    amountCents: 999,
    currency: 'usd',
    reason: 'money-back guarantee',
    createdBy: userId,
  });
  await db.insert(tierChanges).values([
    { userId, fromTier: 'Free', toTier: 'Chronicler', reason: 'checkout new', changedBy: userId },
    { userId, fromTier: 'Chronicler', toTier: 'Free', reason: 'refund', changedBy: userId },
  ]);
}
