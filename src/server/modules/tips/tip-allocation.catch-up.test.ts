import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '@common/tip-allocation';
import { createSignedInUser } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { billingApi } from '../billing/billing.test-support';
import { runTipAllocationJob } from './tip-allocation.job';
import { putAllocation } from './tip-allocation.test-support';
import { creatorWithStory } from './tips.test-support';

/**
 * The month-end job closes every paid month it has not closed yet, up to last month and at most
 * 12 months back, once per patron and month, with the clock moved (the job takes `now`).
 */
let t: TestApp;
const thisMonth = new Date();
/** The month `k` months after this one ('YYYY-MM'), and 5 minutes into it as a Date. */
const monthAfter = (k: number) =>
  monthOf(new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() + k, 1)));
const startOf = (k: number) =>
  new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() + k, 1, 0, 5));

beforeAll(async () => void (t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' })));
afterAll(async () => t?.close());

/** A patron on the yearly plan (paid now: this month and the next 11) splitting 60/40 between two new creators. */
async function yearlyPatron(prefix: string) {
  const [a, b] = [await creatorWithStory(t, `${prefix}a`), await creatorWithStory(t, `${prefix}b`)];
  const patron = await createSignedInUser(t, prefix);
  await billingApi(t, patron.cookie).buy('Patron of the Arts', 'yearly');
  const res = await putAllocation(t, patron.cookie, {
    mode: 'percent',
    shares: [
      { creator: a.user.username, percent: 60 },
      { creator: b.user.username, percent: 40 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return patron;
}

/** Each closed month of the patron with its tips' total and count, oldest first. */
const closedOf = (patronId: string) =>
  queryRows<{ month: string; tips: number; cents: number; n: number }>(
    t.database.db,
    sql`select to_char(m.month, 'YYYY-MM') as month, m.tips,
          (select coalesce(sum(amount_cents), 0)::int from tips
            where tipper_id = m.patron_id and source = 'allocation'
              and idempotency_key like 'allocation-' || to_char(m.month, 'YYYY-MM') || '-%') as cents,
          (select count(*)::int from tips
            where tipper_id = m.patron_id and source = 'allocation'
              and idempotency_key like 'allocation-' || to_char(m.month, 'YYYY-MM') || '-%') as n
        from tip_allocation_months m where m.patron_id = ${patronId} order by m.month`,
  );
const whole = (month: string) => ({ month, tips: 2, cents: 500, n: 2 });

describe('the month-end job catching up', () => {
  it('closes both months when it did not run for two, once, also run twice and at once', async () => {
    const patron = await yearlyPatron('skipped');
    // The job last ran in this month; it runs next two months later.
    const at = startOf(2);
    await Promise.all([runTipAllocationJob(t.database.db, at), runTipAllocationJob(t.database.db, at)]);
    await runTipAllocationJob(t.database.db, at);
    await runTipAllocationJob(t.database.db, new Date(at.getTime() + 3_600_000));
    expect(await closedOf(patron.user.id)).toEqual([whole(monthAfter(0)), whole(monthAfter(1))]);
    // The next month's run adds only the month that just ended.
    await runTipAllocationJob(t.database.db, startOf(3));
    expect((await closedOf(patron.user.id)).map((m) => m.month)).toEqual([0, 1, 2].map(monthAfter));
  });

  it('looks back at most 12 months', async () => {
    const patron = await yearlyPatron('longgap');
    // Paid for this month and the 11 after it; the job's first run is 14 months from now.
    await runTipAllocationJob(t.database.db, startOf(14));
    const closed = await closedOf(patron.user.id);
    expect(closed.map((m) => m.month)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(monthAfter));
    expect(closed.every((m) => m.tips === 2 && m.cents === 500 && m.n === 2)).toBe(true);
  });
});
