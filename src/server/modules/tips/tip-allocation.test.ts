import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIP_ALLOCATION_MESSAGES } from '@common/schemas/tip-allocation';
import { monthOf } from '@common/tip-allocation';
import { createSignedInUser } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runTipAllocationJob } from './tip-allocation.job';
import {
  allocationTipsOf,
  nextMonthStart,
  paidPatron,
  putAllocation,
  readMinutes,
} from './tip-allocation.test-support';
import { creatorWithStory, sendAs } from './tips.test-support';

/** The monthly tip allocation over real HTTP and the real database: split, preview, month end. */
let t: TestApp;
let aria: Awaited<ReturnType<typeof creatorWithStory>>;
let bram: Awaited<ReturnType<typeof creatorWithStory>>;
const month = monthOf(new Date());
const get = (cookie: string) => sendAs(t, 'GET', '/api/v1/me/tip-allocation', cookie);
const tipsTo = (patronId: string) =>
  queryRows<{ creator_id: string; amount_cents: number; story_id: string | null }>(
    t.database.db,
    sql`select creator_id, amount_cents, story_id from tips where tipper_id = ${patronId} and source = 'allocation' order by amount_cents desc`,
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  aria = await creatorWithStory(t, 'allocaria');
  bram = await creatorWithStory(t, 'allocbram');
});
afterAll(async () => t?.close());

describe('splitting the allocation', () => {
  it('previews a 60/40 split in cents that sum to the allocation', async () => {
    const patron = await paidPatron(t, 'splitter');
    const res = await putAllocation(t, patron.cookie, {
      mode: 'percent',
      shares: [
        { creator: aria.user.username, percent: 60 },
        { creator: bram.user.username.toUpperCase(), percent: 40 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ month, included: true, allocationCents: 500, mode: 'percent' });
    expect(res.json().preview).toEqual([
      { creator: aria.user.username, minutes: null, cents: 300 },
      { creator: bram.user.username, minutes: null, cents: 200 },
    ]);
    expect((await get(patron.cookie)).json().preview).toEqual(res.json().preview);
  });

  it('splits by reading time by default, rounding so the parts sum exactly', async () => {
    const patron = await paidPatron(t, 'timereader');
    const carol = await creatorWithStory(t, 'alloccarol');
    for (const c of [aria, bram, carol]) await readMinutes(t, patron.user.id, c.user.id, 7);
    const body = (await get(patron.cookie)).json();
    expect(body.mode).toBe('reading-time');
    expect(body.preview.map((p: { cents: number }) => p.cents)).toEqual([167, 167, 166]);
    expect(body.readThisMonth).toHaveLength(3);
  });

  it('refuses bad splits with clear messages and keeps the saved one', async () => {
    const patron = await paidPatron(t, 'badsplit');
    const ok = { mode: 'amount', shares: [{ creator: aria.user.username, amountCents: 500 }] };
    expect((await putAllocation(t, patron.cookie, ok)).statusCode).toBe(200);
    const a = aria.user.username;
    const cases: Array<[object, string]> = [
      [{ mode: 'percent', shares: [{ creator: a, percent: 99 }] }, TIP_ALLOCATION_MESSAGES.percentSum],
      [{ mode: 'percent', shares: [{ creator: a, percent: 50.5 }] }, TIP_ALLOCATION_MESSAGES.percent],
      [
        {
          mode: 'percent',
          shares: [
            { creator: a, percent: 50 },
            { creator: a.toUpperCase(), percent: 50 },
          ],
        },
        TIP_ALLOCATION_MESSAGES.duplicate,
      ],
      [
        { mode: 'amount', shares: [{ creator: a, amountCents: 499 }] },
        TIP_ALLOCATION_MESSAGES.amountSum(500),
      ],
      [{ mode: 'amount', shares: [{ creator: a, amountCents: 0 }] }, TIP_ALLOCATION_MESSAGES.amount],
      [{ mode: 'percent', shares: [] }, TIP_ALLOCATION_MESSAGES.shares],
      [{ mode: 'evenly' }, TIP_ALLOCATION_MESSAGES.mode],
      [
        { mode: 'percent', shares: [{ creator: 'nobody-here', percent: 100 }] },
        'no creator called nobody-here',
      ],
      [
        { mode: 'percent', shares: [{ creator: patron.user.username, percent: 100 }] },
        TIP_ALLOCATION_MESSAGES.self,
      ],
    ];
    const noStories = await createSignedInUser(t, 'nostoriesyet');
    cases.push([
      { mode: 'percent', shares: [{ creator: noStories.user.username, percent: 100 }] },
      TIP_ALLOCATION_MESSAGES.noStories(noStories.user.username),
    ]);
    for (const [body, message] of cases) {
      const res = await putAllocation(t, patron.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await get(patron.cookie)).json()).toMatchObject({
      mode: 'amount',
      shares: [{ creator: a, amountCents: 500, percent: null }],
    });
  });

  it('refuses a split to a plan without the allocation, and shows it as not included', async () => {
    const reader = await createSignedInUser(t, 'freereader');
    const res = await putAllocation(t, reader.cookie, { mode: 'reading-time' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('UPGRADE_REQUIRED');
    expect((await get(reader.cookie)).json()).toMatchObject({ included: false, allocationCents: 0 });
  });
});

describe('the month-end job', () => {
  it('records exactly one tip per creator, also when run twice and at once', async () => {
    // Creators of their own, so earlier tests' patrons closing the same month add nothing here.
    const dora = await creatorWithStory(t, 'allocdora');
    const ed = await creatorWithStory(t, 'allocedgar');
    const patron = await paidPatron(t, 'monthend');
    await putAllocation(t, patron.cookie, {
      mode: 'percent',
      shares: [
        { creator: dora.user.username, percent: 60 },
        { creator: ed.user.username, percent: 40 },
      ],
    });
    // Before the month ends there is nothing to close.
    await runTipAllocationJob(t.database.db, new Date());
    expect(await allocationTipsOf(t, patron.user.id)).toBe(0);
    const at = nextMonthStart();
    await Promise.all([runTipAllocationJob(t.database.db, at), runTipAllocationJob(t.database.db, at)]);
    await runTipAllocationJob(t.database.db, new Date(at.getTime() + 3_600_000));
    expect(await tipsTo(patron.user.id)).toEqual([
      { creator_id: dora.user.id, amount_cents: 300, story_id: null },
      { creator_id: ed.user.id, amount_cents: 200, story_id: null },
    ]);
    const closed = (await get(patron.cookie)).json().closed;
    expect(closed).toEqual([{ month, allocationCents: 500, tips: 2 }]);

    const earnings = (await sendAs(t, 'GET', '/api/v1/me/tips/earnings', dora.cookie)).json();
    expect(earnings.months).toEqual([{ month, totalCents: 300, count: 1 }]);
    expect(earnings.stories).toEqual([
      { storyId: null, allocation: true, title: null, totalCents: 300, count: 1 },
    ]);
    expect(earnings.recent[0]).toMatchObject({ from: patron.user.username, source: 'allocation' });
  });

  it('never records a tip twice, even when one was left by an earlier run', async () => {
    const patron = await paidPatron(t, 'leftover');
    await putAllocation(t, patron.cookie, {
      mode: 'amount',
      shares: [
        { creator: aria.user.username, amountCents: 250 },
        { creator: bram.user.username, amountCents: 250 },
      ],
    });
    await t.database.db.execute(sql`
      insert into tips (tipper_id, creator_id, amount_cents, currency, source, status, idempotency_key, paid_at)
      values (${patron.user.id}, ${aria.user.id}, 250, 'usd', 'allocation', 'paid', ${`allocation-${month}-${aria.user.id}`}, now())`);
    await runTipAllocationJob(t.database.db, nextMonthStart());
    expect((await tipsTo(patron.user.id)).map((r) => r.amount_cents)).toEqual([250, 250]);
  });

  it('gives no allocation to a month that was not paid for', async () => {
    const unpaid = await createSignedInUser(t, 'compedpatron');
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Patron of the Arts' where user_id = ${unpaid.user.id}`,
    );
    await readMinutes(t, unpaid.user.id, aria.user.id, 30);
    const refunded = await paidPatron(t, 'refunded');
    await readMinutes(t, refunded.user.id, aria.user.id, 30);
    await t.database.db.execute(
      sql`update invoices set status = 'refunded' where user_id = ${refunded.user.id}`,
    );
    await runTipAllocationJob(t.database.db, nextMonthStart());
    expect(await allocationTipsOf(t, unpaid.user.id)).toBe(0);
    expect(await allocationTipsOf(t, refunded.user.id)).toBe(0);
  });

  it("keeps the creators' ledger when the patron deletes their account", async () => {
    const patron = await paidPatron(t, 'leavingpatron');
    await readMinutes(t, patron.user.id, bram.user.id, 12);
    const before = (await sendAs(t, 'GET', '/api/v1/me/tips/earnings', bram.cookie)).json();
    await runTipAllocationJob(t.database.db, nextMonthStart());
    const paid = (await sendAs(t, 'GET', '/api/v1/me/tips/earnings', bram.cookie)).json();
    expect(paid.totalCents).toBe(before.totalCents + 500);
    await t.database.db.execute(sql`delete from users where user_id = ${patron.user.id}`);
    const after = (await sendAs(t, 'GET', '/api/v1/me/tips/earnings', bram.cookie)).json();
    expect(after.totalCents).toBe(paid.totalCents);
    expect(after.months).toEqual(paid.months);
    expect(after.stories).toEqual(paid.stories);
  });
});
