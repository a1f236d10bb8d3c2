import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildTemplate, buildUser, buildWorld } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

/**
 * Downloads, purchases (local provider), 'Use this template', refunds, My Templates, sales,
 * template reviews and the JSON file, over real HTTP and the real database.
 */
let t: TestApp;
type Who = Awaited<ReturnType<typeof createSignedInUser>>;
let buyer: Who;
let freeUser: Who;
let reader: Who;
let sellerId: string;

const send = (
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  body: object | undefined = method === 'POST' ? {} : undefined,
) => t.app.inject({ method, url, payload: body, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
const tpl = (id: string, action = '') => `/api/v1/marketplace/templates/${id}${action ? `/${action}` : ''}`;
const db = () => t.database.db;
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(db(), query))[0]!;
const downloadsOf = async (id: string) =>
  (await one<{ n: number }>(sql`select downloads as n from templates where template_id = ${id}`)).n;
const paymentsOf = async (userId: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from payments where user_id = ${userId}`)).n;

const scenario = {
  premise: { title: 'The drowned city', text: 'The sea rose.' },
  characters: [
    { name: 'Ana', description: 'a diver' },
    { name: 'Bo', description: 'a smuggler' },
  ],
  places: [{ name: 'Harbour', description: 'half under water' }],
  openingChapter: { title: 'Low tide', text: 'It began at low tide.' },
};
const world = {
  sections: { geography: 'Isles', cultures: 'Guilds', history: '', rulesSystem: 'Tides rule' },
  places: [],
};

async function template(over: Parameters<typeof buildTemplate>[2] = {}) {
  return buildTemplate(db(), sellerId, { content: storyStructureContent('T'), category: 'Fantasy', ...over });
}

beforeAll(async () => {
  t = await createTestApp();
  [buyer, freeUser, reader] = await Promise.all([
    createSignedInUser(t, 'buyer'),
    createSignedInUser(t, 'freeuser'),
    createSignedInUser(t, 'reader'),
  ]);
  await db().execute(sql`update users set subscription_tier = 'Chronicler' where user_id = ${buyer.user.id}`);
  await db().execute(
    sql`update users set subscription_tier = 'Audience Member' where user_id = ${reader.user.id}`,
  );
  sellerId = (await buildUser(db())).id;
});
afterAll(async () => t?.close());

describe('download', () => {
  it('adds a free template to My Templates and counts one download per user however often it is sent', async () => {
    const free = await template({ price: 0 });
    const [a, b] = await Promise.all([
      send('POST', tpl(free.id, 'download'), reader.cookie),
      send('POST', tpl(free.id, 'download'), reader.cookie),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await send('POST', tpl(free.id, 'download'), reader.cookie);
    expect(await downloadsOf(free.id)).toBe(1);
    const mine = (await send('GET', '/api/v1/me/templates', reader.cookie)).json();
    expect(mine.items).toContainEqual(
      expect.objectContaining({ relation: 'downloaded', template: expect.objectContaining({ id: free.id }) }),
    );
  });

  it('refuses a paid template (400) and a guest (401)', async () => {
    const paid = await template({ price: 4.99 });
    expect((await send('POST', tpl(paid.id, 'download'), buyer.cookie)).statusCode).toBe(400);
    expect((await send('POST', tpl(paid.id, 'download'))).statusCode).toBe(401);
    expect(await downloadsOf(paid.id)).toBe(0);
  });
});

describe('purchase', () => {
  it('refuses the Free creator tier and reader tiers with Upgrade Required, charging nothing', async () => {
    const paid = await template({ price: 4.99 });
    for (const who of [freeUser, reader]) {
      const res = await send('POST', tpl(paid.id, 'purchase'), who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'UPGRADE_REQUIRED',
        message: expect.stringContaining('Requires paid subscription to purchase'),
      });
      expect(await paymentsOf(who.user.id)).toBe(0);
    }
    expect(await downloadsOf(paid.id)).toBe(0);
  });

  it('charges once under two identical concurrent purchases, counts one download, and refuses a second purchase', async () => {
    const paid = await template({ price: 4.99 });
    const before = await paymentsOf(buyer.user.id);
    const answers = await Promise.all([
      send('POST', tpl(paid.id, 'purchase'), buyer.cookie),
      send('POST', tpl(paid.id, 'purchase'), buyer.cookie),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await paymentsOf(buyer.user.id)).toBe(before + 1);
    expect(await downloadsOf(paid.id)).toBe(1);
    const acq = await one<{ amount_cents: number; kind: string }>(
      sql`select amount_cents, kind from template_acquisitions where template_id = ${paid.id} and user_id = ${buyer.user.id}`,
    );
    expect(acq).toEqual({ amount_cents: 499, kind: 'purchase' });
    const sales = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from template_acquisitions where template_id = ${paid.id}`,
    );
    expect(sales[0]!.n).toBe(1);
  });

  it('answers 409 for one’s own template and 400 for a free one', async () => {
    const own = await buildTemplate(db(), buyer.user.id, {
      price: 9.99,
      content: storyStructureContent('Own'),
    });
    expect((await send('POST', tpl(own.id, 'purchase'), buyer.cookie)).statusCode).toBe(409);
    expect((await send('POST', tpl(own.id, 'download'), buyer.cookie)).statusCode).toBe(409);
    const free = await template({ price: 0 });
    expect((await send('POST', tpl(free.id, 'purchase'), buyer.cookie)).statusCode).toBe(400);
  });

  it('refunds within 30 days (access removed, sale gone) and not after', async () => {
    const paid = await template({ price: 19.99 });
    expect((await send('POST', tpl(paid.id, 'purchase'), buyer.cookie)).statusCode).toBe(200);
    const refund = await send('POST', tpl(paid.id, 'refund'), buyer.cookie);
    expect(refund.statusCode).toBe(200);
    expect((await send('POST', tpl(paid.id, 'refund'), buyer.cookie)).statusCode).toBe(404);
    expect((await send('POST', tpl(paid.id, 'use'), buyer.cookie)).statusCode).toBe(403);
    const mine = (await send('GET', '/api/v1/me/templates', buyer.cookie)).json();
    expect(mine.items.map((i: { template: { id: string } }) => i.template.id)).not.toContain(paid.id);
    // Bought again: downloads still counted once. Another one bought, backdated 31 days: no refund.
    expect((await send('POST', tpl(paid.id, 'purchase'), buyer.cookie)).statusCode).toBe(200);
    expect(await downloadsOf(paid.id)).toBe(1);
    const old = await template({ price: 19.99 });
    await send('POST', tpl(old.id, 'purchase'), buyer.cookie);
    await db().execute(sql`update payments set paid_at = now() - interval '31 days'
      where payment_id = (select payment_id from template_acquisitions where template_id = ${old.id})`);
    // The billing refund (which ends a plan) refuses a template payment and leaves the tier alone.
    const { payment_id: paymentId } = await one<{ payment_id: string }>(
      sql`select payment_id from template_acquisitions where template_id = ${old.id}`,
    );
    const viaBilling = await send('POST', '/api/v1/billing/refund', buyer.cookie, { paymentId });
    expect(viaBilling.statusCode).toBe(400);
    expect(viaBilling.json().error.message).toBe(
      'This payment bought a template: refund it from My Templates.',
    );
    const tier = await one<{ tier: string }>(
      sql`select subscription_tier as tier from users where user_id = ${buyer.user.id}`,
    );
    expect(tier.tier).toBe('Chronicler');
    const late = await send('POST', tpl(old.id, 'refund'), buyer.cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe('Template purchases can only be refunded within 30 days.');
  });

  it('shows the seller their sales and earnings in cents', async () => {
    const seller = await createSignedInUser(t, 'seller');
    await db().execute(
      sql`update users set subscription_tier = 'Chronicler' where user_id = ${seller.user.id}`,
    );
    const paid = await buildTemplate(db(), seller.user.id, {
      price: 2.5,
      content: storyStructureContent('S'),
    });
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const sales = (await send('GET', '/api/v1/me/template-sales', seller.cookie)).json();
    expect(sales.items).toEqual([{ templateId: paid.id, sales: 1, earningsCents: 250 }]);
    expect((await send('GET', '/api/v1/me/template-sales')).statusCode).toBe(401);
  });
});

describe('use this template', () => {
  it('makes a story with a draft chapter per beat, in order', async () => {
    const paid = await template({ price: 4.99, name: 'Heist plan' });
    await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    const res = await send('POST', tpl(paid.id, 'use'), buyer.cookie);
    expect(res.statusCode).toBe(201);
    const { kind, id } = res.json();
    expect(kind).toBe('story');
    const chapters = await queryRows<{ title: string; status: string }>(
      db(),
      sql`select title, status from chapters where story_id = ${id} order by position`,
    );
    expect(chapters).toEqual([
      { title: 'The offer', status: 'draft' },
      { title: 'The crew', status: 'draft' },
      { title: 'The double-cross', status: 'draft' },
    ]);
    const story = await one<{ title: string; created_by: string }>(
      sql`select title, created_by from stories where story_id = ${id}`,
    );
    expect(story).toEqual({ title: 'Heist plan', created_by: buyer.user.id });
    expect(await downloadsOf(paid.id)).toBe(1);
  });

  it('makes a scenario pack into a world with its characters and a story with the opening chapter', async () => {
    const free = await template({ price: 0, type: 'Scenario Pack', content: scenario });
    // A creator plan: reader plans make no worlds or characters (worlds/reader-plans.test.ts).
    const res = await send('POST', tpl(free.id, 'use'), buyer.cookie);
    expect(res.statusCode).toBe(201);
    const { storyId, worldId } = res.json();
    const names = await queryRows<{ name: string }>(
      db(),
      sql`select name from characters where world_id = ${worldId} order by name`,
    );
    expect(names.map((n) => n.name)).toEqual(['Ana', 'Bo']);
    const ch = await one<{ title: string; content_text: string }>(
      sql`select title, content_text from chapters where story_id = ${storyId}`,
    );
    expect(ch.title).toBe('Low tide');
    expect(ch.content_text).toContain('It began at low tide.');
    // Using it counts as the user's one download.
    await send('POST', tpl(free.id, 'use'), buyer.cookie);
    expect(await downloadsOf(free.id)).toBe(1);
  });

  it('over the private world limit: the limit message and nothing half-made', async () => {
    const free = await template({ price: 0, type: 'Scenario Pack', content: scenario });
    for (let i = 0; i < 3; i++) await buildWorld(db(), freeUser.user.id, { privacyLevel: 'Private' });
    const count = async () =>
      one<{ w: number; c: number; s: number }>(sql`select
        (select count(*)::int from worlds where creator = ${freeUser.user.id}) as w,
        (select count(*)::int from characters where owner = ${freeUser.user.id}) as c,
        (select count(*)::int from stories where created_by = ${freeUser.user.id}) as s`);
    const before = await count();
    const res = await send('POST', tpl(free.id, 'use'), freeUser.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('allows 3 private worlds');
    expect(await count()).toEqual(before);
    expect(await downloadsOf(free.id)).toBe(0);
    const w = await template({ price: 0, type: 'World Asset', content: world });
    expect((await send('POST', tpl(w.id, 'use'), freeUser.cookie)).statusCode).toBe(403);
  });

  it('makes a character from an archetype, and refuses a paid template not bought', async () => {
    const free = await template({
      price: 0,
      type: 'Character Archetype',
      content: {
        name: 'The Mentor',
        description: 'Old',
        personalityTraits: ['wise', 'tired'],
        speakingStyle: 'slow',
      },
    });
    const res = await send('POST', tpl(free.id, 'use'), buyer.cookie);
    expect(res.statusCode).toBe(201);
    const c = await one<{ name: string; personality_traits: string }>(
      sql`select name, personality_traits from characters where character_id = ${res.json().id}`,
    );
    expect(c).toEqual({ name: 'The Mentor', personality_traits: 'wise, tired' });
    const paid = await template({ price: 4.99 });
    const refused = await send('POST', tpl(paid.id, 'use'), reader.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PURCHASE_REQUIRED');
  });
});

describe('reviews', () => {
  it('only someone who downloaded or bought it reviews, once; the rating follows', async () => {
    const free = await template({ price: 0 });
    const body = { overallRating: 4, reviewText: 'Solid beats' };
    const before = await send('POST', tpl(free.id, 'reviews'), buyer.cookie, body);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe(
      'Only someone who downloaded or bought this template may review it.',
    );
    await send('POST', tpl(free.id, 'download'), buyer.cookie);
    const [a, b] = await Promise.all([
      send('POST', tpl(free.id, 'reviews'), buyer.cookie, body),
      send('POST', tpl(free.id, 'reviews'), buyer.cookie, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(
      (await send('POST', tpl(free.id, 'reviews'), buyer.cookie, { overallRating: 9, reviewText: '' }))
        .statusCode,
    ).toBe(400);
    const page = (await send('GET', tpl(free.id, 'reviews'))).json();
    expect(page).toMatchObject({ totalCount: 1, averageOverall: 4 });
    expect((await send('GET', tpl(free.id))).json().rating).toBe(4);
  });
});

describe('export and import', () => {
  it('exports the file of a free template and imports it back; a paid one needs buying', async () => {
    const free = await template({ price: 0, name: 'Open acts' });
    const file = await send('GET', tpl(free.id, 'export'));
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({
      format: 'inkforge-template',
      version: 1,
      type: 'Story Structure',
      name: 'Open acts',
    });
    const back = await send('POST', '/api/v1/marketplace/templates/import', reader.cookie, file.json());
    expect(back.statusCode).toBe(200);
    expect(back.json().content).toEqual(file.json().content);
    const bad = await send('POST', '/api/v1/marketplace/templates/import', reader.cookie, {
      ...file.json(),
      content: { acts: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Add at least one act');
    const paid = await template({ price: 4.99 });
    expect((await send('GET', tpl(paid.id, 'export'), reader.cookie)).statusCode).toBe(403);
  });
});
