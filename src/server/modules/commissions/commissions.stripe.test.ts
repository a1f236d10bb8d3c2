import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import type { TestApp } from '../../test/test-app';
import { sendEvent, startStripeApp, type StandIn } from '../billing/stripe-stand-in.test-support';
import {
  act,
  ledgerOf,
  openCreator,
  patron,
  paymentsOf,
  refundsOf,
  request,
  sendAs,
  type Who,
} from './commissions.test-support';

/**
 * Commissions paid on Stripe's page (a loopback stand-in of its API, webhooks signed as Stripe's):
 * a payment that completes after the commission stopped wanting it is refunded, once.
 */
let t: TestApp;
let standIn: StandIn;
let close: () => Promise<void>;
let creator: Awaited<ReturnType<typeof openCreator>>;
beforeAll(async () => {
  ({ t, standIn, close } = await startStripeApp());
  creator = await openCreator(t, 'stripecomm', 10);
});
afterAll(() => close());

/** A commission accepted by the creator and sent to Stripe's page by the patron; its session id. */
async function onThePaymentPage(p: Who) {
  const id = (await request(t, p, creator.user.username)).json().id as string;
  expect((await act(t, creator, id, { action: 'accept' })).statusCode).toBe(200);
  const paying = await act(t, p, id, { action: 'pay' });
  expect(paying.statusCode, paying.body).toBe(200);
  expect(paying.json()).toMatchObject({ state: 'accepted', money: 'none' });
  return { id, session: (paying.json().redirectUrl as string).split('/').pop()! };
}

const completed = (session: string, n: string) => ({
  id: `evt_comm_${n}`,
  type: 'checkout.session.completed',
  object: {
    id: session,
    object: 'checkout.session',
    customer: `cus_comm_${n}`,
    subscription: null,
    invoice: null,
    payment_intent: `pi_comm_${n}`,
    payment_status: 'paid',
  },
});
const refundCalls = (pi: string) =>
  standIn.calls.filter((c) => c.path === '/v1/refunds' && c.body.includes(pi)).length;

describe('a commission paid on Stripe', () => {
  it('holds the money when the page is paid while the commission still waits for it', async () => {
    const p = await patron(t, 'stripepaid');
    const { id, session } = await onThePaymentPage(p);
    const event = completed(session, 'held');
    await Promise.all([sendEvent(t, event), sendEvent(t, { ...event, id: 'evt_comm_held_again' })]);
    const detail = (await sendAs(t, 'GET', `/api/v1/commissions/${id}`, p.cookie)).json();
    expect(detail).toMatchObject({ state: 'in_progress', money: 'held' });
    expect(await ledgerOf(t, id, 'hold')).toBe(1);
    expect(await refundsOf(t, p.user.id)).toBe(0);
  });

  for (const [how, who, action] of [
    ['withdrawn by the patron', 'patron', 'withdraw'],
    ['cancelled by the creator', 'creator', 'cancel'],
  ] as const) {
    it(`refunds a payment completing after the commission was ${how}, once, when the webhook comes twice at once`, async () => {
      const p = await patron(t, `stripelate${action}`);
      const { id, session } = await onThePaymentPage(p);
      const stopped = await act(t, who === 'patron' ? p : creator, id, { action });
      expect(stopped.statusCode, stopped.body).toBe(200);
      const state = stopped.json().state as string;
      // Its page stops taking payments; this completion was already on its way (the race).
      expect(standIn.sessions.get(session)).toBe('expired');

      const event = completed(session, `late_${action}`);
      const answers = await Promise.all([
        sendEvent(t, event),
        sendEvent(t, { ...event, id: `${event.id}_again` }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      // A later redelivery of the first event changes nothing either.
      expect((await sendEvent(t, event)).statusCode).toBe(200);

      expect(await paymentsOf(t, p.user.id)).toBe(1);
      expect(await refundsOf(t, p.user.id)).toBe(1);
      expect(refundCalls(`pi_comm_late_${action}`)).toBe(1);
      const payments = await queryRows<{ status: string; refunded_cents: number; amount_cents: number }>(
        t.database.db,
        sql`select status, refunded_cents, amount_cents from payments where user_id = ${p.user.id}`,
      );
      expect(payments).toEqual([{ status: 'refunded', refunded_cents: 5_000, amount_cents: 5_000 }]);

      const detail = (await sendAs(t, 'GET', `/api/v1/commissions/${id}`, p.cookie)).json();
      expect(detail).toMatchObject({ state, money: 'none' });
      expect(detail.history.at(-1).note).toMatch(/refunded/);
      // The commission never held the money, so its ledger has nothing to settle.
      for (const kind of ['hold', 'release', 'refund']) expect(await ledgerOf(t, id, kind)).toBe(0);
      const [row] = await queryRows<{ payment_id: string | null }>(
        t.database.db,
        sql`select payment_id from commissions where commission_id = ${id}`,
      );
      expect(row!.payment_id).toBeNull();
    });
  }
});
