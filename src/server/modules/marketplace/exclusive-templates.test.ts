import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCLUSIVE_CODE } from '@common/exclusive-templates';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildTemplate } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

/**
 * Exclusive templates (issue 27): never sold, used at no charge by Master Weaver with nothing
 * recorded, kept by whoever acquired them before, marked by admins and Master Weaver creators.
 */
type Who = 'creator' | 'mw' | 'free' | 'chron' | 'admin';
let t: TestApp;
const cookie: Partial<Record<Who, string>> = {};
const id: Partial<Record<Who, string>> = {};
const db = () => t.database.db;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, body?: object) =>
  t.app.inject({
    method,
    url,
    payload: body ?? (method === 'GET' ? undefined : {}),
    headers: { origin: ORIGIN, ...(who ? { cookie: cookie[who]! } : {}) },
  });
const tpl = (templateId: string, path = '') => `/api/v1/marketplace/templates/${templateId}${path}`;
const setTier = (who: Who, tier: string) =>
  db().execute(sql`update users set subscription_tier = ${tier} where user_id = ${id[who]!}`);
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;
const acquisitionsOf = (templateId: string) =>
  count(sql`select count(*)::int as n from template_acquisitions where template_id = ${templateId}`);
const paymentsOf = (who: Who) =>
  count(sql`select count(*)::int as n from payments where user_id = ${id[who]!}`);
const storiesOf = (who: Who) =>
  count(sql`select count(*)::int as n from stories where created_by = ${id[who]!}`);

/** A published template of the creator (paid unless `price` says otherwise), not yet exclusive. */
async function template(price = 4.99, exclusive = false): Promise<string> {
  const row = await buildTemplate(db(), id.creator!, {
    price,
    exclusive,
    content: storyStructureContent('X'),
  });
  await db().execute(
    sql`insert into template_versions (template_id, version, content, changelog) values (${row.id}, 1, ${JSON.stringify(row.content)}::jsonb, 'First')`,
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['creator', 'mw', 'free', 'chron', 'admin'] as const) {
    const user = await createSignedInUser(t, who);
    cookie[who] = user.cookie;
    id[who] = user.user.id;
  }
  await setTier('creator', 'Master Weaver');
  await setTier('mw', 'Master Weaver');
  await setTier('chron', 'Chronicler');
  await db().execute(sql`update users set is_admin = true where user_id = ${id.admin!}`);
});
afterAll(async () => t?.close());

describe('an exclusive template for each plan', () => {
  it('shows its plan to others (no buy, outline only) and is included for Master Weaver (whole content)', async () => {
    const tid = await template(4.99, true);
    const free = (await send('GET', tpl(tid), 'free')).json();
    expect(free).toMatchObject({ exclusive: true, preview: { kind: 'outline' } });
    expect(free.viewer).toMatchObject({ canBuy: false, upgradeRequired: false, includedInPlan: false });
    const mw = (await send('GET', tpl(tid), 'mw')).json();
    expect(mw.preview.kind).toBe('full');
    expect(mw.viewer).toMatchObject({ canBuy: false, includedInPlan: true, canSetExclusive: false });
    expect((await send('GET', tpl(tid))).json()).toMatchObject({ exclusive: true, viewer: null });
    // The file is for its creator and holders only, never for the plan's use.
    expect((await send('GET', tpl(tid, '/export'), 'mw')).statusCode).toBe(403);
  });

  it('refuses purchase to every plan with 403 naming Master Weaver; nothing is charged or recorded', async () => {
    const tid = await template(4.99, true);
    for (const who of ['free', 'chron', 'mw', 'admin'] as const) {
      const res = await send('POST', tpl(tid, '/purchase'), who);
      expect([who, res.statusCode]).toEqual([who, 403]);
      expect(res.json()).toMatchObject({ error: { code: EXCLUSIVE_CODE } });
      expect(res.body).toContain('Master Weaver');
      expect(res.json().error.details).toEqual({ upgradeUrl: '/subscription' });
      expect(await paymentsOf(who)).toBe(0);
    }
    expect(await acquisitionsOf(tid)).toBe(0);
    expect(await count(sql`select count(*)::int as n from checkouts where template_id = ${tid}`)).toBe(0);
  });

  it('lets Master Weaver use it at no charge, twice at once, with no acquisition, payment or download', async () => {
    const tid = await template(9.99, true);
    const before = await storiesOf('mw');
    const [a, b] = await Promise.all([
      send('POST', tpl(tid, '/use'), 'mw'),
      send('POST', tpl(tid, '/use'), 'mw'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().storyId).not.toBe(b.json().storyId);
    expect(await storiesOf('mw')).toBe(before + 2);
    expect(await acquisitionsOf(tid)).toBe(0);
    expect(await paymentsOf('mw')).toBe(0);
    const [row] = await queryRows<{ downloads: number }>(
      db(),
      sql`select downloads from templates where template_id = ${tid}`,
    );
    expect(row!.downloads).toBe(0);
  });

  it('refuses use and download to a plan without it (403, plan named) and creates nothing', async () => {
    const tid = await template(0, true);
    const before = await storiesOf('free');
    const [use1, use2] = await Promise.all([
      send('POST', tpl(tid, '/use'), 'free'),
      send('POST', tpl(tid, '/use'), 'free'),
    ]);
    for (const res of [use1, use2]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toContain('Master Weaver');
    }
    expect((await send('POST', tpl(tid, '/download'), 'free')).statusCode).toBe(403);
    // Master Weaver uses it directly: nothing to add to My Templates.
    expect((await send('POST', tpl(tid, '/download'), 'mw')).statusCode).toBe(400);
    expect(await storiesOf('free')).toBe(before);
    expect(await acquisitionsOf(tid)).toBe(0);
  });

  it('stays with whoever bought it before it became exclusive', async () => {
    const tid = await template(4.99);
    expect((await send('POST', tpl(tid, '/purchase'), 'chron')).statusCode).toBe(200);
    expect((await send('PUT', tpl(tid, '/exclusive'), 'admin', { exclusive: true })).statusCode).toBe(200);
    const page = (await send('GET', tpl(tid), 'chron')).json();
    expect(page.viewer).toMatchObject({ owned: true, includedInPlan: false });
    expect(page.preview.kind).toBe('full');
    expect((await send('POST', tpl(tid, '/use'), 'chron')).statusCode).toBe(201);
    expect((await send('GET', tpl(tid, '/export'), 'chron')).statusCode).toBe(200);
    const mine = (await send('GET', '/api/v1/me/templates', 'chron')).json();
    expect(mine.items.map((i: { template: { id: string } }) => i.template.id)).toContain(tid);
  });

  it('ends the free use when Master Weaver ends; what was made stays', async () => {
    const tid = await template(4.99, true);
    await setTier('mw', 'Master Weaver');
    const made = await send('POST', tpl(tid, '/use'), 'mw');
    expect(made.statusCode).toBe(201);
    await setTier('mw', 'Free');
    try {
      expect((await send('POST', tpl(tid, '/use'), 'mw')).statusCode).toBe(403);
      expect((await send('GET', tpl(tid), 'mw')).json().viewer.includedInPlan).toBe(false);
      expect((await send('GET', `/api/v1/stories/${made.json().storyId}`, 'mw')).statusCode).toBe(200);
    } finally {
      await setTier('mw', 'Master Weaver');
    }
  });

  it('is listed under Exclusive and in All, never under Free or Paid', async () => {
    const tid = await template(0, true);
    const ids = async (price: string) =>
      (await send('GET', `/api/v1/marketplace/templates?sort=newest&price=${price}&limit=50`, 'free'))
        .json()
        .items.map((i: { id: string }) => i.id);
    expect(await ids('exclusive')).toContain(tid);
    expect(await ids('all')).toContain(tid);
    expect(await ids('free')).not.toContain(tid);
    expect(await ids('paid')).not.toContain(tid);
    expect((await ids('exclusive')).length).toBeGreaterThan(0);
  });
});

describe('marking a template exclusive', () => {
  it('is for admins and for its creator on Master Weaver (unmarking at any plan); others 404', async () => {
    const tid = await template();
    const put = (who: Who | undefined, exclusive: unknown) =>
      send('PUT', tpl(tid, '/exclusive'), who, { exclusive } as object);
    expect((await put(undefined, true)).statusCode).toBe(401);
    expect((await put('free', true)).statusCode).toBe(404);
    expect((await put('creator', 'yes')).statusCode).toBe(400);
    const marked = await put('creator', true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ exclusive: true, viewer: { canSetExclusive: true } });
    await setTier('creator', 'Chronicler');
    try {
      expect((await put('creator', false)).json().exclusive).toBe(false);
      const refused = await put('creator', true);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('Master Weaver');
      expect((await put('admin', true)).json().exclusive).toBe(true);
      expect((await put('admin', true)).statusCode).toBe(200);
    } finally {
      await setTier('creator', 'Master Weaver');
    }
  });

  it('refuses a private template (400) and an admin on someone’s unpublished one (404)', async () => {
    const priv = await template(0);
    await db().execute(sql`update templates set status = 'private' where template_id = ${priv}`);
    expect((await send('PUT', tpl(priv, '/exclusive'), 'creator', { exclusive: true })).statusCode).toBe(400);
    const hidden = await template();
    await db().execute(sql`update templates set status = 'unpublished' where template_id = ${hidden}`);
    expect((await send('PUT', tpl(hidden, '/exclusive'), 'admin', { exclusive: true })).statusCode).toBe(404);
  });

  it('a purchase racing the mark either completes before it or charges nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const tid = await template(2.99);
      await db().execute(sql`delete from template_acquisitions where user_id = ${id.chron!}`);
      const paidBefore = await paymentsOf('chron');
      const [bought, marked] = await Promise.all([
        send('POST', tpl(tid, '/purchase'), 'chron'),
        send('PUT', tpl(tid, '/exclusive'), 'admin', { exclusive: true }),
      ]);
      expect(marked.statusCode).toBe(200);
      expect([200, 403]).toContain(bought.statusCode);
      const paid = (await paymentsOf('chron')) - paidBefore;
      expect([bought.statusCode, paid, await acquisitionsOf(tid)]).toEqual(
        bought.statusCode === 200 ? [200, 1, 1] : [403, 0, 0],
      );
    }
  });
});
