import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES } from '@common/schemas/commissions';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../../db/query-rows';
import { COMMISSION_PAYMENT_REFUND } from './commission-good';
import { runCommissionAutoAccept } from './commissions.job';
import {
  act,
  inDays,
  ledgerOf,
  openCreator,
  paidCommission,
  patron,
  paymentsOf,
  refundsOf,
  request,
  sendAs,
  type Who,
} from './commissions.test-support';

/** A commission from request to release, its money and its history, over real HTTP and the real database. */
let t: TestApp;
let creator: Awaited<ReturnType<typeof openCreator>>;
let p: Who;
const DAY = 24 * 60 * 60 * 1000;
const get = (who: Who, id: string) => sendAs(t, 'GET', `/api/v1/commissions/${id}`, who.cookie);
const earnings = async (who: Who) =>
  (await sendAs(t, 'GET', '/api/v1/me/commissions/earnings', who.cookie)).json();

beforeAll(async () => {
  t = await createTestApp();
  creator = await openCreator(t, 'commcreator', 10);
  p = await patron(t, 'commpatron');
});
afterAll(async () => t?.close());

describe('a commission from request to release', () => {
  it('goes request → counter → acceptance → payment (held) → delivery → acceptance (released), telling the other side each time', async () => {
    const res = await request(t, p, creator.user.username);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id;
    expect(res.json()).toMatchObject({
      state: 'requested',
      role: 'patron',
      priceCents: 5_000,
      money: 'none',
    });
    expect(res.json().actions).toEqual(['withdraw']);

    const counter = await act(t, creator, id, { action: 'counter', priceCents: 7_500, deadline: inDays(40) });
    expect(counter.json()).toMatchObject({ state: 'countered', counterPriceCents: 7_500, role: 'creator' });
    const accepted = await act(t, p, id, { action: 'accept_counter' });
    expect(accepted.json()).toMatchObject({ state: 'accepted', priceCents: 7_500, deadline: inDays(40) });
    expect(accepted.json().actions).toEqual(['withdraw', 'pay', 'cancel']);

    const paid = await act(t, p, id, { action: 'pay' });
    expect(paid.json()).toMatchObject({ state: 'in_progress', money: 'held' });
    expect(await paymentsOf(t, p.user.id)).toBe(1);
    expect(await ledgerOf(t, id, 'hold')).toBe(1);
    expect((await earnings(creator)).heldCents).toBe(7_500);

    const delivered = await act(t, creator, id, { action: 'deliver', storyId: creator.story.id });
    expect(delivered.json()).toMatchObject({ state: 'delivered', story: { title: creator.story.title } });
    expect(delivered.json().autoAcceptAt).toBeTruthy();
    const done = await act(t, p, id, { action: 'accept_delivery' });
    expect(done.json()).toMatchObject({ state: 'completed', money: 'released', actions: [] });
    expect(await ledgerOf(t, id, 'release')).toBe(1);

    const month = new Date().toISOString().slice(0, 7);
    expect(await earnings(creator)).toMatchObject({
      totalCents: 7_500,
      heldCents: 0,
      months: [{ month, totalCents: 7_500, count: 1 }],
    });
    expect((await earnings(p)).totalCents).toBe(0);

    const history = (await get(p, id))
      .json()
      .history.map((h: { to: string; by: string }) => `${h.by} ${h.to}`);
    const [pn, cn] = [p.user.username, creator.user.username];
    expect(history).toEqual([
      `${pn} requested`,
      `${cn} countered`,
      `${pn} accepted`,
      `${pn} in_progress`,
      `${cn} delivered`,
      `${pn} completed`,
    ]);

    const texts = async (who: Who) =>
      (await sendAs(t, 'GET', '/api/v1/notifications', who.cookie))
        .json()
        .items.filter(
          (n: { kind: string; link: string }) => n.kind === 'commission' && n.link === `/commissions/${id}`,
        )
        .map((n: { text: string }) => n.text);
    expect(await texts(creator)).toEqual([
      `${pn} accepted the delivery: the commission is complete`,
      `${pn} paid for the commission: the money is held until delivery`,
      `${pn} accepted the commission`,
      `${pn} asked you for a commission`,
    ]);
    expect(await texts(p)).toEqual([
      `${cn} delivered your commission`,
      `${cn} made a counter-offer on your commission request`,
    ]);

    // After the release the money is the creator's: no cancellation, no refund.
    const refused = await act(t, p, id, { action: 'cancel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(COMMISSION_MESSAGES.releasedNoRefund);
    // Nor through billing's refund of a plan payment: it names the commission's rule.
    const [row] = await queryRows<{ payment_id: string }>(
      t.database.db,
      sql`select payment_id from commissions where commission_id = ${id}`,
    );
    const paymentId = row!.payment_id;
    const viaBilling = await sendAs(t, 'POST', '/api/v1/billing/refund', p.cookie, { paymentId });
    expect(viaBilling.statusCode).toBe(400);
    expect(viaBilling.json().error.message).toBe(COMMISSION_PAYMENT_REFUND);
    expect(await refundsOf(t, p.user.id)).toBe(0);
  });

  it('refunds the patron once when the commission is cancelled before delivery', async () => {
    const other = await patron(t, 'cancelpatron');
    const id = await paidCommission(t, other, creator);
    const [a, b] = await Promise.all([
      act(t, creator, id, { action: 'cancel', note: 'I cannot write this one' }),
      act(t, creator, id, { action: 'cancel', note: 'I cannot write this one' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ state: 'cancelled', money: 'refunded' });
    expect(await refundsOf(t, other.user.id)).toBe(1);
    expect(await ledgerOf(t, id, 'refund')).toBe(1);
    expect(await ledgerOf(t, id, 'release')).toBe(0);
    const payment = await queryRows<{ status: string; refunded_cents: number }>(
      t.database.db,
      sql`select status, refunded_cents from payments where user_id = ${other.user.id}`,
    );
    expect(payment).toEqual([{ status: 'refunded', refunded_cents: 5_000 }]);
  });

  it('takes one payment, one hold, one release when each step arrives twice at once', async () => {
    const twice = await patron(t, 'twicepatron');
    const body = {
      brief: 'A sea shanty told as a short story, please.',
      idempotencyKey: `twice-${Date.now()}`,
    };
    const [r1, r2] = await Promise.all([
      request(t, twice, creator.user.username, body),
      request(t, twice, creator.user.username, body),
    ]);
    expect(r1.json().id).toBe(r2.json().id);
    const id = r1.json().id;
    const both = (who: Who, action: object) =>
      Promise.all([act(t, who, id, action), act(t, who, id, action)]);
    for (const [who, action] of [
      [creator, { action: 'accept' }],
      [twice, { action: 'pay' }],
      [creator, { action: 'deliver', storyId: creator.story.id }],
      [twice, { action: 'accept_delivery' }],
    ] as const) {
      const answers = await both(who, action);
      expect(
        answers.map((a) => a.statusCode),
        JSON.stringify(action),
      ).toEqual([200, 200]);
    }
    expect(await paymentsOf(t, twice.user.id)).toBe(1);
    expect(await ledgerOf(t, id, 'hold')).toBe(1);
    expect(await ledgerOf(t, id, 'release')).toBe(1);
    expect((await get(twice, id)).json().history).toHaveLength(5);
  });

  it('accepts a delivery automatically after 14 days, once, also when the job runs twice at once', async () => {
    const quiet = await patron(t, 'quietpatron');
    const id = await paidCommission(t, quiet, creator);
    await act(t, creator, id, { action: 'deliver', storyId: creator.story.id });
    expect(await runCommissionAutoAccept(t.database.db, new Date(Date.now() + 13 * DAY))).toBe(0);
    const later = new Date(Date.now() + 15 * DAY);
    const runs = await Promise.all([
      runCommissionAutoAccept(t.database.db, later),
      runCommissionAutoAccept(t.database.db, later),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await runCommissionAutoAccept(t.database.db, later)).toBe(0);
    expect(await ledgerOf(t, id, 'release')).toBe(1);
    const detail = (await get(quiet, id)).json();
    expect(detail).toMatchObject({ state: 'completed', money: 'released' });
    expect(detail.history.at(-1)).toMatchObject({
      by: null,
      note: 'Accepted automatically 14 days after delivery',
    });
  });

  it('refuses requests that break the terms, and more than the creator takes at once', async () => {
    const small = await openCreator(t, 'smallcreator', 1);
    const reader = await createSignedInUser(t, 'plainreader');
    const cases: Array<[Who, object, number, string]> = [
      [p, { priceCents: 500 }, 400, COMMISSION_MESSAGES.outOfRange(1_000, 20_000)],
      [p, { deadline: inDays(2) }, 400, COMMISSION_MESSAGES.deadlineTooSoon(7)],
      [p, { brief: 'short' }, 400, COMMISSION_MESSAGES.brief],
      [reader, {}, 403, COMMISSION_MESSAGES.plan],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await request(t, who, small.user.username, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    const first = await request(t, p, small.user.username);
    const second = await request(t, p, small.user.username);
    expect((await act(t, small, first.json().id, { action: 'accept' })).statusCode).toBe(200);
    const full = await act(t, small, second.json().id, { action: 'accept' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(COMMISSION_MESSAGES.full);
    expect((await request(t, p, small.user.username)).json().error.message).toBe(COMMISSION_MESSAGES.full);
    await sendAs(t, 'PUT', '/api/v1/me/commission-settings', small.cookie, {
      open: false,
      minPriceCents: 1_000,
      maxPriceCents: 900,
      turnaroundDays: 7,
      terms: '',
      maxOpen: 1,
    }).then((res) => expect(res.json().error.message).toContain(COMMISSION_MESSAGES.range));
  });

  it("keeps the creator's released money when the patron deletes their account", async () => {
    const leaving = await patron(t, 'leavingpatron');
    const id = await paidCommission(t, leaving, creator);
    await act(t, creator, id, { action: 'deliver', storyId: creator.story.id });
    await act(t, leaving, id, { action: 'accept_delivery' });
    const before = await earnings(creator);
    await t.database.db.execute(sql`delete from users where user_id = ${leaving.user.id}`);
    const after = await earnings(creator);
    expect(after.totalCents).toBe(before.totalCents);
    expect((await get(creator, id)).json()).toMatchObject({
      state: 'completed',
      patron: null,
      money: 'released',
    });
  });
});
