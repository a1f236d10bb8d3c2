import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES } from '@common/schemas/commissions';
import { PASSWORD } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import type { TestApp } from '../../test/test-app';
import { sendEvent, startStripeApp, type StandIn } from '../billing/stripe-stand-in.test-support';
import { act, countOf, openCreator, patron, request, sendAs, type Who } from './commissions.test-support';

/**
 * Deleting an account with money held for commissions (on Stripe, a loopback stand-in of its API,
 * so every refund call is counted): the patron is refunded once, whoever deletes, and the
 * commission's ledger settles what it held.
 */
let t: TestApp;
let standIn: StandIn;
let close: () => Promise<void>;
let n = 0;
beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
afterAll(() => close());

/** A commission paid on Stripe's page and held ('in_progress'); its id and Stripe payment intent. */
async function held(p: Who, creator: Who) {
  const id = (await request(t, p, creator.user.username)).json().id as string;
  await act(t, creator, id, { action: 'accept' });
  const session = ((await act(t, p, id, { action: 'pay' })).json().redirectUrl as string).split('/').pop();
  const pi = `pi_del_${++n}_${Date.now()}`;
  const object = {
    id: session,
    object: 'checkout.session',
    customer: `cus_del_${n}`,
    subscription: null,
    invoice: null,
    payment_intent: pi,
    payment_status: 'paid',
  };
  await sendEvent(t, { id: `evt_del_${n}`, type: 'checkout.session.completed', object });
  return { id, pi };
}

const deleteAccount = (who: Who) =>
  sendAs(t, 'DELETE', '/api/v1/me', who.cookie, {
    confirmUsername: who.user.username,
    currentPassword: PASSWORD,
  });
const refundCalls = (pi: string) =>
  standIn.calls.filter((c) => c.path === '/v1/refunds' && c.body.includes(pi)).length;
const ledger = (id: string) =>
  queryRows<{ kind: string; amount_cents: number }>(
    t.database.db,
    sql`select kind, amount_cents from commission_ledger where commission_id = ${id} order by kind`,
  );
const stateOf = async (id: string) =>
  (
    await queryRows<{ state: string }>(
      t.database.db,
      sql`select state from commissions where commission_id = ${id}`,
    )
  )[0]!.state;

describe('deleting an account with money held for commissions', () => {
  it('refunds the patron once when the patron deletes twice at once, and tells the creator', async () => {
    const creator = await openCreator(t, 'delcreator', 10);
    const p = await patron(t, 'delpatron');
    const inProgress = await held(p, creator);
    const delivered = await held(p, creator);
    await act(t, creator, delivered.id, { action: 'deliver', storyId: creator.story.id });
    const before = (await sendAs(t, 'GET', '/api/v1/me/commissions/earnings', creator.cookie)).json();
    expect(before.heldCents).toBe(10_000);

    const answers = await Promise.all([deleteAccount(p), deleteAccount(p)]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);

    for (const c of [inProgress, delivered]) {
      expect(refundCalls(c.pi)).toBe(1);
      expect(await stateOf(c.id)).toBe('cancelled');
      // The ledger settles what it held: a hold and its refund, of the same amount.
      expect(await ledger(c.id)).toEqual([
        { kind: 'hold', amount_cents: 5_000 },
        { kind: 'refund', amount_cents: 5_000 },
      ]);
    }
    const after = (await sendAs(t, 'GET', '/api/v1/me/commissions/earnings', creator.cookie)).json();
    expect(after).toMatchObject({ heldCents: 0, totalCents: 0 });
    const told = (await sendAs(t, 'GET', '/api/v1/notifications', creator.cookie))
      .json()
      .items.filter(
        (x: { kind: string; link: string }) =>
          x.kind === 'commission' && x.link === `/commissions/${inProgress.id}`,
      );
    expect(told[0].text).toMatch(/cancelled the commission/);
  });

  it("refunds the patron once when the creator deletes their account, and keeps the patron's record", async () => {
    const creator = await openCreator(t, 'leavingcreator', 10);
    const p = await patron(t, 'keptpatron');
    const c = await held(p, creator);
    const answers = await Promise.all([deleteAccount(creator), deleteAccount(creator)]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    expect(refundCalls(c.pi)).toBe(1);
    expect(await ledger(c.id)).toEqual([
      { kind: 'hold', amount_cents: 5_000 },
      { kind: 'refund', amount_cents: 5_000 },
    ]);
    const detail = (await sendAs(t, 'GET', `/api/v1/commissions/${c.id}`, p.cookie)).json();
    expect(detail).toMatchObject({ state: 'cancelled', money: 'refunded', creator: null });
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from payments where user_id = ${p.user.id} and status = 'refunded' and refunded_cents = 5000`,
      ),
    ).toBe(1);
  });

  it('closes the requests not yet paid and expires an open payment page', async () => {
    const creator = await openCreator(t, 'pagecreator', 10);
    const p = await patron(t, 'pagepatron');
    const asked = (await request(t, p, creator.user.username)).json().id as string;
    const onPage = (await request(t, p, creator.user.username)).json().id as string;
    await act(t, creator, onPage, { action: 'accept' });
    const session = ((await act(t, p, onPage, { action: 'pay' })).json().redirectUrl as string)
      .split('/')
      .pop()!;
    expect((await deleteAccount(p)).statusCode).toBe(200);
    expect(await stateOf(asked)).toBe('withdrawn');
    expect(await stateOf(onPage)).toBe('cancelled');
    expect(standIn.sessions.get(session)).toBe('expired');
  });

  it('asks a patron whose page is paid but not yet confirmed to try again, then refunds once', async () => {
    const creator = await openCreator(t, 'flightcreator', 10);
    const p = await patron(t, 'flightpatron');
    const id = (await request(t, p, creator.user.username)).json().id as string;
    await act(t, creator, id, { action: 'accept' });
    const session = ((await act(t, p, id, { action: 'pay' })).json().redirectUrl as string).split('/').pop()!;
    standIn.sessions.set(session, 'complete');
    const early = await deleteAccount(p);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(COMMISSION_MESSAGES.paymentInFlight);
    expect(await stateOf(id)).toBe('accepted');
    const pi = `pi_flight_${Date.now()}`;
    const object = {
      id: session,
      object: 'checkout.session',
      customer: 'cus_flight',
      subscription: null,
      invoice: null,
      payment_intent: pi,
      payment_status: 'paid',
    };
    await sendEvent(t, { id: `evt_flight_${Date.now()}`, type: 'checkout.session.completed', object });
    expect(await stateOf(id)).toBe('in_progress');
    expect((await deleteAccount(p)).statusCode).toBe(200);
    expect(refundCalls(pi)).toBe(1);
    expect(await stateOf(id)).toBe('cancelled');
  });
});
