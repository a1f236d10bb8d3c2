import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildTemplate, buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

/**
 * The refund right of a bought template (issue 20, item 4): a template used or exported is not
 * refundable, a refund takes the buyer's review with it, one refund per template and buyer, and
 * two identical refunds at once refund once. Real HTTP, real database, the local provider.
 */
let t: TestApp;
type Who = Awaited<ReturnType<typeof createSignedInUser>>;
let sellerId: string;
let n = 0;

const send = (method: 'GET' | 'POST', url: string, cookie: string, body: object | undefined = undefined) =>
  t.app.inject({
    method,
    url,
    payload: method === 'POST' ? (body ?? {}) : undefined,
    headers: { origin: ORIGIN, cookie },
  });
const tpl = (id: string, action = '') => `/api/v1/marketplace/templates/${id}${action ? `/${action}` : ''}`;
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(t.database.db, query))[0]!;

/** A new buyer on a tier that may buy paid templates. */
async function newBuyer(): Promise<Who> {
  const who = await createSignedInUser(t, `rr${++n}`);
  await t.database.db.execute(
    sql`update users set subscription_tier = 'Chronicler' where user_id = ${who.user.id}`,
  );
  return who;
}
const paidTemplate = (over: Parameters<typeof buildTemplate>[2] = {}) =>
  buildTemplate(t.database.db, sellerId, {
    price: 4.99,
    content: storyStructureContent('R'),
    category: 'Fantasy',
    ...over,
  });

/** Everything a refund would change: money, holding, stories made, reviews and the rating. */
const money = (templateId: string, userId: string) =>
  one<{
    payments: number;
    succeeded: number;
    refunds: number;
    refunded_cents: number;
    held: number;
    stories: number;
    reviews: number;
    rating: number | null;
  }>(sql`select
    (select count(*)::int from payments where user_id = ${userId}) as payments,
    (select count(*)::int from payments where user_id = ${userId} and status = 'succeeded') as succeeded,
    (select count(*)::int from refunds r join payments p on p.payment_id = r.payment_id
       where p.user_id = ${userId}) as refunds,
    (select coalesce(sum(refunded_cents), 0)::int from payments where user_id = ${userId}) as refunded_cents,
    (select count(*)::int from template_acquisitions where template_id = ${templateId}
       and user_id = ${userId} and refunded_at is null) as held,
    (select count(*)::int from stories where created_by = ${userId}) as stories,
    (select count(*)::int from reviews where target_type = 'Template' and target_id = ${templateId}
       and reviewer = ${userId}) as reviews,
    (select rating::float from templates where template_id = ${templateId}) as rating`);

beforeAll(async () => {
  // One buyer per case (each case counts its buyer's payments): more sign-ups than the default limit.
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  sellerId = (await buildUser(t.database.db)).id;
}, 120_000);
afterAll(async () => t?.close());

describe('a used or exported template is not refundable', () => {
  it('buy, use, refund: the refund is refused with the reason and nothing changes', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    expect((await send('POST', tpl(paid.id, 'purchase'), buyer.cookie)).statusCode).toBe(200);
    expect((await send('POST', tpl(paid.id, 'use'), buyer.cookie)).statusCode).toBe(201);
    const before = await money(paid.id, buyer.user.id);
    const refund = await send('POST', tpl(paid.id, 'refund'), buyer.cookie);
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error).toMatchObject({
      code: 'NOT_REFUNDABLE',
      message: 'You have used or exported this template, so it can no longer be refunded.',
    });
    expect(await money(paid.id, buyer.user.id)).toEqual(before);
    expect(before).toMatchObject({ succeeded: 1, refunds: 0, held: 1, stories: 1 });
    // Still the buyer's to use; My Templates no longer offers a refund.
    expect((await send('POST', tpl(paid.id, 'use'), buyer.cookie)).statusCode).toBe(201);
    const mine = (await send('GET', '/api/v1/me/templates', buyer.cookie)).json();
    expect(mine.items.find((i: { template: { id: string } }) => i.template.id === paid.id)).toMatchObject({
      relation: 'bought',
      refundable: false,
    });
  });

  it('buy, export, refund: refused; a bought template not yet used shows as refundable', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const mine = (await send('GET', '/api/v1/me/templates', buyer.cookie)).json();
    expect(mine.items.find((i: { template: { id: string } }) => i.template.id === paid.id)).toMatchObject({
      refundable: true,
    });
    const file = await send('GET', tpl(paid.id, 'export'), buyer.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.json().content.acts).toHaveLength(2);
    const before = await money(paid.id, buyer.user.id);
    const refund = await send('POST', tpl(paid.id, 'refund'), buyer.cookie);
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.code).toBe('NOT_REFUNDABLE');
    expect(await money(paid.id, buyer.user.id)).toEqual(before);
    expect(before).toMatchObject({ succeeded: 1, refunds: 0, held: 1 });
  });

  it('use and refund sent at once: never both (a refund and what the template made)', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const [use, refund] = await Promise.all([
      send('POST', tpl(paid.id, 'use'), buyer.cookie),
      send('POST', tpl(paid.id, 'refund'), buyer.cookie),
    ]);
    const after = await money(paid.id, buyer.user.id);
    if (refund.statusCode === 200) {
      expect(use.statusCode).toBe(403);
      expect(after).toMatchObject({ refunds: 1, stories: 0, held: 0 });
    } else {
      expect([use.statusCode, refund.statusCode]).toEqual([201, 409]);
      expect(after).toMatchObject({ refunds: 0, stories: 1, held: 1 });
    }
  });
});

describe('a refund takes the review with it', () => {
  it('buy, review, refund: the review is gone and the rating is the other reviews’ again', async () => {
    const [buyer, other] = await Promise.all([newBuyer(), newBuyer()]);
    const paid = await paidTemplate();
    for (const who of [buyer, other]) await send('POST', tpl(paid.id, 'purchase'), who.cookie);
    const review = (who: Who, overallRating: number) =>
      send('POST', tpl(paid.id, 'reviews'), who.cookie, { overallRating, reviewText: 'Read it' });
    expect((await review(other, 2)).statusCode).toBe(201);
    expect((await review(buyer, 5)).statusCode).toBe(201);
    expect((await money(paid.id, buyer.user.id)).rating).toBe(3.5);

    expect((await send('POST', tpl(paid.id, 'refund'), buyer.cookie)).statusCode).toBe(200);
    expect(await money(paid.id, buyer.user.id)).toMatchObject({ reviews: 0, refunds: 1, rating: 2 });
    const page = (await send('GET', tpl(paid.id, 'reviews'), other.cookie)).json();
    expect(page).toMatchObject({ totalCount: 1, averageOverall: 2 });
    expect((await send('GET', tpl(paid.id), other.cookie)).json().rating).toBe(2);
  });

  it('the last review refunded leaves no rating', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    await send('POST', tpl(paid.id, 'reviews'), buyer.cookie, { overallRating: 5, reviewText: 'Great' });
    expect((await send('POST', tpl(paid.id, 'refund'), buyer.cookie)).statusCode).toBe(200);
    expect(await money(paid.id, buyer.user.id)).toMatchObject({ reviews: 0, rating: null });
  });

  it('review and refund sent at once: a refunded buyer keeps no review', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const [review, refund] = await Promise.all([
      send('POST', tpl(paid.id, 'reviews'), buyer.cookie, { overallRating: 5, reviewText: 'Mine' }),
      send('POST', tpl(paid.id, 'refund'), buyer.cookie),
    ]);
    expect(refund.statusCode).toBe(200);
    expect([201, 403]).toContain(review.statusCode);
    expect(await money(paid.id, buyer.user.id)).toMatchObject({ reviews: 0, refunds: 1, rating: null });
  });
});

describe('no buy-refund loop', () => {
  it('buy, refund, buy, refund: the second refund is refused and the second payment stands', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    expect((await send('POST', tpl(paid.id, 'refund'), buyer.cookie)).statusCode).toBe(200);
    expect((await send('POST', tpl(paid.id, 'purchase'), buyer.cookie)).statusCode).toBe(200);
    const mine = (await send('GET', '/api/v1/me/templates', buyer.cookie)).json();
    expect(mine.items.find((i: { template: { id: string } }) => i.template.id === paid.id)).toMatchObject({
      refundable: false,
    });
    const again = await send('POST', tpl(paid.id, 'refund'), buyer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'NOT_REFUNDABLE',
      message: 'You were refunded for this template before, so buying it again is final.',
    });
    expect(await money(paid.id, buyer.user.id)).toMatchObject({
      payments: 2,
      succeeded: 1,
      refunds: 1,
      refunded_cents: 499,
      held: 1,
    });
  });

  it('two identical refunds at once refund once', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate({ price: 12.5 });
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', tpl(paid.id, 'refund'), buyer.cookie)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    expect(await money(paid.id, buyer.user.id)).toMatchObject({
      payments: 1,
      refunds: 1,
      refunded_cents: 1250,
      held: 0,
    });
  });
});

/**
 * The same races with the interleaving forced (PostgreSQL only: PGlite runs one transaction at a
 * time). The test holds a row lock, lets the first request reach it and wait, sends the second,
 * then lets both go: the second must see what the first did.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('races, forced', () => {
  /** Requests of this database waiting on a lock. */
  const waiting = async () =>
    (
      await one<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`)
    ).n;
  async function until(ready: () => Promise<boolean>) {
    for (let i = 0; i < 500 && !(await ready()); i++) await new Promise((r) => setTimeout(r, 10));
  }
  /** Holds `lock` while `first` and then `second` are sent, each let reach a lock wait if it has one. */
  async function race<A, B>(lock: ReturnType<typeof sql>, first: () => Promise<A>, second: () => Promise<B>) {
    let a!: Promise<A>;
    let b!: Promise<B>;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(lock);
      a = first();
      await until(async () => (await waiting()) >= 1);
      let settled = false;
      b = second().finally(() => (settled = true));
      await until(async () => settled || (await waiting()) >= 2);
    });
    return Promise.all([a, b]);
  }

  it('a use waiting for the lock, then a refund: the use counts, the refund is refused', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const [use, refund] = await race(
      sql`select 1 from users where user_id = ${buyer.user.id} for no key update`,
      () => send('POST', tpl(paid.id, 'use'), buyer.cookie),
      () => send('POST', tpl(paid.id, 'refund'), buyer.cookie),
    );
    expect([use.statusCode, refund.statusCode]).toEqual([201, 409]);
    expect(await money(paid.id, buyer.user.id)).toMatchObject({ refunds: 0, stories: 1, held: 1 });
  });

  it('a review being written, then a refund: the refund waits and removes it', async () => {
    const buyer = await newBuyer();
    const paid = await paidTemplate();
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const [review, refund] = await race(
      sql`select 1 from templates where template_id = ${paid.id} for update`,
      () => send('POST', tpl(paid.id, 'reviews'), buyer.cookie, { overallRating: 5, reviewText: 'Mine' }),
      () => send('POST', tpl(paid.id, 'refund'), buyer.cookie),
    );
    expect([review.statusCode, refund.statusCode]).toEqual([201, 200]);
    expect(await money(paid.id, buyer.user.id)).toMatchObject({ reviews: 0, refunds: 1, rating: null });
  });
});
