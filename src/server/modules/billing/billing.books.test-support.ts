import { sql } from 'drizzle-orm';
import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import type { TestApp } from '../../test/test-app';

/**
 * The model of the billing property test (billing.books.property.test.ts): what the account
 * should hold, kept apart from the server's own arithmetic, and the clock moved for one user.
 */
export const DAY = 86_400_000;
export type Period = {
  plan: Tier;
  interval: BillingInterval;
  start: number;
  end: number;
  price: number;
  invoiceId: string | null;
};
export type ModelPayment = { amount: number; day: number; refunded: boolean };
export type Books = {
  plan: Tier;
  period: Period | null;
  cancel: boolean;
  scheduled: { plan: Tier; interval: BillingInterval } | null;
  balance: number;
  /** Value delivered in cents (the definition is in the property test's header). */
  delivered: number;
  /** Payments by invoice id, with the model's day they were made. */
  payments: Map<string, ModelPayment>;
  /** Days the clock has moved for this user. */
  day: number;
};

export const emptyBooks = (): Books => ({
  plan: 'Free',
  period: null,
  cancel: false,
  scheduled: null,
  balance: 0,
  delivered: 0,
  payments: new Map(),
  day: 0,
});

/**
 * Moves the user's clock `days` ahead: every billing date of the user goes `days` back (the
 * period, the payments' paid_at that the 30-day refund window reads, invoice dates).
 */
export async function travel(t: TestApp, userId: string, days: number, books: Books) {
  const db = t.database.db;
  const back = sql`make_interval(days => ${days})`;
  await db.execute(
    sql`update subscriptions set current_period_start = current_period_start - ${back}, current_period_end = current_period_end - ${back} where user_id = ${userId}`,
  );
  await db.execute(sql`update payments set paid_at = paid_at - ${back} where user_id = ${userId}`);
  await db.execute(
    sql`update invoices set period_start = period_start - ${back}, period_end = period_end - ${back}, created_at = created_at - ${back} where user_id = ${userId}`,
  );
  if (books.period) {
    books.period.start -= days * DAY;
    books.period.end -= days * DAY;
  }
  books.day += days;
}

/** The unused value of `period` for a request the server answered between `before` and `after` (ms). */
export function unusedBetween(period: Period, before: number, after: number): { min: number; max: number } {
  const at = (now: number) => {
    const total = period.end - period.start;
    const left = Math.min(Math.max(period.end - now, 0), total);
    return Math.floor((period.price * left) / total);
  };
  return { min: at(after), max: at(before) };
}

/** What a refund of the invoice's payment must do: null when it must be refused (none, refunded, 30 days). */
export function refundOracle(books: Books, invoiceId: string): { amount: number; endsPlan: boolean } | null {
  const pay = books.payments.get(invoiceId);
  if (!pay || pay.refunded || books.day - pay.day >= 30) return null;
  if (books.period?.invoiceId === invoiceId) return { amount: pay.amount, endsPlan: true };
  return { amount: Math.min(pay.amount, books.balance), endsPlan: false };
}

/**
 * Moves the model past a refund the server made. When the plan ends, the unused value the server
 * kept as balance is checked against the period's unused value at the time of the request.
 */
export function noteRefund(
  books: Books,
  invoiceId: string,
  expected: { amount: number; endsPlan: boolean },
  balanceAfter: number,
  before: number,
  after: number,
) {
  books.payments.get(invoiceId)!.refunded = true;
  if (!expected.endsPlan) {
    books.balance -= expected.amount;
    return;
  }
  const unused = unusedBetween(books.period!, before, after);
  const toBalance = balanceAfter - books.balance;
  const lo = Math.max(0, unused.min - expected.amount);
  const hi = Math.max(0, unused.max - expected.amount);
  if (toBalance < lo || toBalance > hi)
    throw new Error(`refund kept ${toBalance} as balance, expected ${lo}..${hi}`);
  books.delivered -= expected.amount + toBalance;
  books.balance = balanceAfter;
  books.period = null;
  books.cancel = false;
  books.scheduled = null;
}

/** Money the user paid and was refunded, from the payments and refunds recorded. */
export async function bookedMoney(t: TestApp, userId: string): Promise<{ paid: number; refunded: number }> {
  const result = await t.database.db.execute(sql`
    select coalesce((select sum(amount_cents) from payments where user_id = ${userId}), 0)::int as paid,
           coalesce((select sum(r.amount_cents) from refunds r join payments p on p.payment_id = r.payment_id where p.user_id = ${userId}), 0)::int as refunded`);
  const rows =
    (result as unknown as { rows?: { paid: number; refunded: number }[] }).rows ??
    (result as unknown as { paid: number; refunded: number }[]);
  return { paid: Number(rows[0]!.paid), refunded: Number(rows[0]!.refunded) };
}

/** The newest invoice after a period started: the period's invoice, and its payment if money was due. */
export function notePeriodInvoice(
  books: Books,
  newest: { id: string; amountCents: number; paymentId: string | null },
) {
  books.period!.invoiceId = newest.id;
  if (newest.paymentId)
    books.payments.set(newest.id, { amount: newest.amountCents, day: books.day, refunded: false });
}
