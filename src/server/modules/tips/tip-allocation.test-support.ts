import { sql } from 'drizzle-orm';
import { monthOf } from '@common/tip-allocation';
import { createSignedInUser } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';
import { billingApi } from '../billing/billing.test-support';
import { countOf, sendAs } from './tips.test-support';

/** A signed-in reader who paid for Patron of the Arts (monthly) through the local provider. */
export async function paidPatron(t: TestApp, prefix: string) {
  const who = await createSignedInUser(t, prefix);
  await billingApi(t, who.cookie).buy('Patron of the Arts', 'monthly');
  return who;
}

export const putAllocation = (t: TestApp, cookie: string | undefined, body: object) =>
  sendAs(t, 'PUT', '/api/v1/me/tip-allocation', cookie, body);

/** The first instant of the month after this one (UTC): when this month's close may run. */
export function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 5));
}

export const thisMonthStart = () => `${monthOf(new Date())}-01`;

/** Minutes the reader read the author this month, as progress reports would have added them. */
export async function readMinutes(t: TestApp, userId: string, authorId: string, minutes: number) {
  await t.database.db.execute(sql`
    insert into monthly_reading_minutes (user_id, author_id, month, minutes)
    values (${userId}, ${authorId}, ${thisMonthStart()}, ${minutes})
    on conflict (user_id, month, author_id) do update set minutes = excluded.minutes`);
}

export const allocationTipsOf = (t: TestApp, patronId: string) =>
  countOf(
    t,
    sql`select count(*)::int as n from tips where tipper_id = ${patronId} and source = 'allocation'`,
  );
