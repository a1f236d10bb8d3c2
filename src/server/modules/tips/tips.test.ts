import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIP_MESSAGES } from '@common/schemas/tips';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countOf, creatorWithStory, sendAs, type Who } from './tips.test-support';

/** One-off tips through the local provider and a creator's earnings, over real HTTP and the real database. */
let t: TestApp;
let creator: Awaited<ReturnType<typeof creatorWithStory>>;
let reader: Who;
let key = 0;
const nextKey = () => `tip-key-${++key}-${Date.now()}`;
const tip = (who: Who, body: object, username = creator.user.username) =>
  sendAs(t, 'POST', `/api/v1/users/${username}/tips`, who.cookie, body);
const tipsOf = (tipperId: string) =>
  countOf(t, sql`select count(*)::int as n from tips where tipper_id = ${tipperId}`);
const paymentsOf = (userId: string) =>
  countOf(t, sql`select count(*)::int as n from payments where user_id = ${userId}`);

beforeAll(async () => {
  t = await createTestApp();
  creator = await creatorWithStory(t, 'tipcreator');
  reader = await createSignedInUser(t, 'tipreader');
});
afterAll(async () => t?.close());

describe('one-off tips', () => {
  it('pays a tip once through the provider, tells the creator, and shows it on their earnings', async () => {
    const res = await tip(reader, {
      amountCents: 500,
      storyId: creator.story.id,
      message: 'Loved it',
      idempotencyKey: nextKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', amountCents: 500, creator: creator.user.username });
    expect(await paymentsOf(reader.user.id)).toBe(1);
    const invoice = await countOf(
      t,
      sql`select count(*)::int as n from invoices where user_id = ${reader.user.id} and description like 'Tip for %' and amount_cents = 500`,
    );
    expect(invoice).toBe(1);
    const note = await sendAs(t, 'GET', '/api/v1/notifications', creator.cookie);
    expect(note.json().items[0]).toMatchObject({ kind: 'tip', link: '/earnings' });
    expect(note.json().items[0].text).toContain(`sent you a tip for ${creator.story.title}`);

    const earnings = await sendAs(t, 'GET', '/api/v1/me/tips/earnings', creator.cookie);
    expect(earnings.statusCode).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(earnings.json()).toMatchObject({
      totalCents: 500,
      months: [{ month, totalCents: 500, count: 1 }],
      stories: [{ storyId: creator.story.id, title: creator.story.title, totalCents: 500, count: 1 }],
      recent: [{ from: reader.user.username, amountCents: 500, source: 'one-off', message: 'Loved it' }],
      payoutsNote: TIP_MESSAGES.payoutsNotBuilt,
    });
    // The sender sees no earnings of their own; a tip never shows on someone else's page.
    expect((await sendAs(t, 'GET', '/api/v1/me/tips/earnings', reader.cookie)).json().totalCents).toBe(0);
  });

  it('records one tip and one payment when the same request arrives twice at once', async () => {
    const sender = await createSignedInUser(t, 'doubletip');
    const body = { amountCents: 300, idempotencyKey: nextKey() };
    const answers = await Promise.all([tip(sender, body), tip(sender, body), tip(sender, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await tipsOf(sender.user.id)).toBe(1);
    expect(await paymentsOf(sender.user.id)).toBe(1);
    // Another key is another tip.
    expect((await tip(sender, { ...body, idempotencyKey: nextKey() })).statusCode).toBe(200);
    expect(await paymentsOf(sender.user.id)).toBe(2);
  });

  it('refuses a reused key for another tip, and bad tips, charging nothing', async () => {
    const sender = await createSignedInUser(t, 'badtip');
    const idempotencyKey = nextKey();
    expect((await tip(sender, { amountCents: 200, idempotencyKey })).statusCode).toBe(200);
    const reused = await tip(sender, { amountCents: 900, idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(TIP_MESSAGES.keyReused);

    const other = await createSignedInUser(t, 'nostories');
    const strangers = await creatorWithStory(t, 'strangerstory');
    const draft = await buildStory(t.database.db, creator.user.id, { title: 'Draft' });
    const cases: Array<[object, string | undefined, number, string?]> = [
      [{ amountCents: 99 }, undefined, 400, TIP_MESSAGES.amount],
      [{ amountCents: 100.5 }, undefined, 400, TIP_MESSAGES.amount],
      [{ amountCents: 50_001 }, undefined, 400, TIP_MESSAGES.amount],
      [{ amountCents: 500 }, sender.user.username, 400, TIP_MESSAGES.self],
      [{ amountCents: 500 }, other.user.username, 400, TIP_MESSAGES.noStories],
      [{ amountCents: 500 }, 'nobody-by-this-name', 404],
      [{ amountCents: 500, storyId: strangers.story.id }, undefined, 400, TIP_MESSAGES.story],
      [{ amountCents: 500, storyId: draft.id }, undefined, 400, TIP_MESSAGES.story],
      [{ amountCents: 500, idempotencyKey: 'short' }, undefined, 400],
    ];
    for (const [body, username, status, message] of cases) {
      const res = await tip(sender, { idempotencyKey: nextKey(), ...body }, username);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().error.message).toContain(message);
    }
    expect(await paymentsOf(sender.user.id)).toBe(1);
  });

  it("keeps the creator's ledger when the sender deletes their account", async () => {
    const leaving = await creatorWithStory(t, 'leavingcreator');
    const sender = await createSignedInUser(t, 'leaver');
    const body = { amountCents: 700, storyId: leaving.story.id, idempotencyKey: nextKey() };
    expect((await tip(sender, body, leaving.user.username)).statusCode).toBe(200);
    const before = (await sendAs(t, 'GET', '/api/v1/me/tips/earnings', leaving.cookie)).json();
    await t.database.db.execute(sql`delete from users where user_id = ${sender.user.id}`);
    const after = (await sendAs(t, 'GET', '/api/v1/me/tips/earnings', leaving.cookie)).json();
    expect(after.totalCents).toBe(before.totalCents);
    expect(after.months).toEqual(before.months);
    expect(after.recent[0]).toMatchObject({ from: null, amountCents: 700, storyTitle: leaving.story.title });
  });
});
