import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { queryRows } from '../../db/query-rows';
import type { TestApp } from '../../test/test-app';
import { useMarketplaceSuite, type Signed } from './marketplace-setup.test-support';

/**
 * Private (custom) templates, issue 27: a Worldsmith saves their own world as a template only they
 * see and use; it is never listed, searched, sold or shown to anyone else; plans without custom
 * templates are refused; the plan's limit holds under two saves at once.
 */
let t: TestApp;
let seller: Signed;
let other: Signed;
const { send, walk } = useMarketplaceSuite((s) => ({ t, seller, other } = s));
const SAVE = '/api/v1/me/custom-templates';
const tpl = (id: string, action = '') => `/api/v1/marketplace/templates/${id}${action && `/${action}`}`;
const setTier = (who: Signed, tier: string) =>
  t.database.db.execute(sql`update users set subscription_tier = ${tier} where user_id = ${who.user.id}`);
const countPrivate = async (who: Signed) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from templates where creator = ${who.user.id} and status = 'private'`,
    )
  )[0]!.n;

async function newWorld(who: Signed, name: string): Promise<string> {
  const res = await send('POST', '/api/v1/worlds', who.cookie, {
    name,
    genre: 'Fantasy',
    privacyLevel: 'Public',
    description: 'Salt marshes and drowned bells',
    geography: 'A delta of a hundred islands',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('private templates', () => {
  let worldId: string;
  let template: TemplateDetail;

  it('refuses plans without custom templates with the plans that have them, storing nothing', async () => {
    worldId = await newWorld(seller, 'Marshlight');
    const res = await send('POST', SAVE, seller.cookie, { kind: 'world', id: worldId });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Private templates are part of the Worldsmith and Master Weaver plans, not your Free plan. Upgrade at /subscription, or publish it to the marketplace.',
    );
    expect(await countPrivate(seller)).toBe(0);
    expect((await send('POST', SAVE, undefined, { kind: 'world', id: worldId })).statusCode).toBe(401);
  });

  it("saves the Worldsmith's own world as a private template; another's world is 404; bad input 400", async () => {
    await setTier(seller, 'Worldsmith');
    const res = await send('POST', SAVE, seller.cookie, { kind: 'world', id: worldId });
    expect(res.statusCode, res.body).toBe(201);
    template = res.json();
    expect(template).toMatchObject({ name: 'Marshlight', type: 'World Asset', status: 'private', price: 0 });
    expect(template.viewer).toMatchObject({ isOwner: true, canBuy: false, canEdit: true });
    await setTier(other, 'Worldsmith');
    expect((await send('POST', SAVE, other.cookie, { kind: 'world', id: worldId })).statusCode).toBe(404);
    for (const body of [{ kind: 'planet', id: worldId }, { kind: 'world' }, {}]) {
      expect((await send('POST', SAVE, seller.cookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await countPrivate(other)).toBe(0);
  });

  it('is seen by nobody else: page, list, search, My Templates, download and purchase answer as if it did not exist', async () => {
    for (const who of [other.cookie, undefined]) {
      expect((await send('GET', tpl(template.id), who)).statusCode).toBe(404);
    }
    const listed = await walk<{ id: string }>('/api/v1/marketplace/templates?sort=newest', other.cookie);
    expect(listed.items.map((i) => i.id)).not.toContain(template.id);
    const searched = await walk<{ id: string }>('/api/v1/marketplace/templates?q=Marshlight', other.cookie);
    expect(searched.items).toEqual([]);
    expect((await send('POST', tpl(template.id, 'use'), other.cookie)).statusCode).toBe(404);
    expect((await send('POST', tpl(template.id, 'purchase'), other.cookie)).statusCode).toBe(404);
    const mine = (await send('GET', '/api/v1/me/templates', other.cookie)).json();
    expect(mine.items.map((i: { template: { id: string } }) => i.template.id)).not.toContain(template.id);
    const own = (await send('GET', '/api/v1/me/templates', seller.cookie)).json();
    expect(own.items.map((i: { template: { id: string } }) => i.template.id)).toContain(template.id);
  });

  it('its creator edits it and uses it in one click to make a new private world', async () => {
    const edit = await send('PATCH', tpl(template.id), seller.cookie, { name: 'Marshlight kit' });
    expect(edit.statusCode, edit.body).toBe(200);
    const used = await send('POST', tpl(template.id, 'use'), seller.cookie);
    expect(used.statusCode, used.body).toBe(201);
    const world = await send('GET', `/api/v1/worlds/${used.json().worldId}`, seller.cookie);
    expect(world.json()).toMatchObject({ name: 'Marshlight kit', geography: 'A delta of a hundred islands' });
  });

  it('unpublish leaves it private; publish lists it on the marketplace', async () => {
    expect((await send('POST', tpl(template.id, 'unpublish'), seller.cookie)).json().status).toBe('private');
    expect((await send('POST', tpl(template.id, 'publish'), seller.cookie)).json().status).toBe('published');
    expect((await send('GET', tpl(template.id), other.cookie)).statusCode).toBe(200);
  });

  it("keeps to the plan's limit: two saves at the last place make one template and one 403 TIER_LIMIT", async () => {
    const second = await newWorld(seller, 'Cinderreach');
    await t.database.db.execute(sql`
      insert into templates (name, type, creator, status, content)
      select 'Filler ' || g, 'World Asset', ${seller.user.id}, 'private', '{}'::jsonb from generate_series(1, 24) g`);
    const answers = await Promise.all([
      send('POST', SAVE, seller.cookie, { kind: 'world', id: second }),
      send('POST', SAVE, seller.cookie, { kind: 'world', id: second }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    const refused = answers.find((a) => a.statusCode === 403)!.json();
    expect(refused.error.code).toBe('TIER_LIMIT');
    expect(refused.error.message).toContain('Your Worldsmith plan allows 25 private templates.');
    expect(await countPrivate(seller)).toBe(25);
    // A Master Weaver has no limit.
    await setTier(seller, 'Master Weaver');
    expect((await send('POST', SAVE, seller.cookie, { kind: 'world', id: second })).statusCode).toBe(201);
  });
});
