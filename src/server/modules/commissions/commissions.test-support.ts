import { sql } from 'drizzle-orm';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildStory } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { countOf, sendAs, type Who } from '../tips/tips.test-support';

export { countOf, sendAs, type Who };

let key = 0;
export const nextKey = () => `commission-key-${++key}-${Date.now()}`;
const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A signed-in reader on Patron of the Arts (the plan with commissioning). */
export async function patron(t: TestApp, prefix: string): Promise<Who> {
  const who = await createSignedInUser(t, prefix);
  await t.database.db.execute(
    sql`update users set subscription_tier = 'Patron of the Arts' where user_id = ${who.user.id}`,
  );
  return who;
}

/** A signed-in creator with open commissions ($10 to $200, 7 days, `maxOpen` at once) and a private draft story. */
export async function openCreator(t: TestApp, prefix: string, maxOpen = 3) {
  const who = await createSignedInUser(t, prefix);
  const res = await sendAs(t, 'PUT', '/api/v1/me/commission-settings', who.cookie, {
    open: true,
    minPriceCents: 1_000,
    maxPriceCents: 20_000,
    turnaroundDays: 7,
    terms: 'No fan fiction.',
    maxOpen,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const story = await buildStory(t.database.db, who.user.id, { title: `${prefix}'s commissioned draft` });
  return { ...who, story };
}

export const requestBody = (over: object = {}) => ({
  brief: 'A ghost story set in a lighthouse, for my sister.',
  lengthWords: 3000,
  deadline: inDays(30),
  priceCents: 5_000,
  idempotencyKey: nextKey(),
  ...over,
});

export async function request(t: TestApp, who: Who, creator: string, over: object = {}) {
  return sendAs(t, 'POST', `/api/v1/users/${creator}/commissions`, who.cookie, requestBody(over));
}

export const act = (t: TestApp, who: Who, id: string, body: object) =>
  sendAs(t, 'POST', `/api/v1/commissions/${id}/actions`, who.cookie, body);

/** Moves a new commission to `in_progress` (requested, accepted, paid); answers its id. */
export async function paidCommission(t: TestApp, p: Who, creator: Who & { user: { username: string } }) {
  const res = await request(t, p, creator.user.username);
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = res.json().id as string;
  for (const [who, action] of [
    [creator, 'accept'],
    [p, 'pay'],
  ] as const) {
    const step = await act(t, who, id, { action });
    if (step.statusCode !== 200) throw new Error(step.body);
  }
  return id;
}

export const ledgerOf = (t: TestApp, id: string, kind: string) =>
  countOf(
    t,
    sql`select count(*)::int as n from commission_ledger where commission_id = ${id} and kind = ${kind}`,
  );
export const paymentsOf = (t: TestApp, userId: string) =>
  countOf(t, sql`select count(*)::int as n from payments where user_id = ${userId}`);
export const refundsOf = (t: TestApp, userId: string) =>
  countOf(
    t,
    sql`select count(*)::int as n from refunds r join payments p on p.payment_id = r.payment_id where p.user_id = ${userId}`,
  );
