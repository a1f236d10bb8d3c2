import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { buildTemplate } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

/**
 * A sale tells the seller (local provider, over real HTTP and the real database): one
 * 'template_sale' notification per paid purchase naming the buyer and the template and linking
 * to it; a free download, a refused second purchase and a seller who switched the kind off make none.
 */
let t: TestApp;
type Who = Awaited<ReturnType<typeof createSignedInUser>>;
let seller: Who;
let buyer: Who;
let second: Who;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  cookie: string,
  body: object | undefined = method === 'GET' ? undefined : {},
) => t.app.inject({ method, url, payload: body, headers: { origin: ORIGIN, cookie } });
const tpl = (id: string, action: string) => `/api/v1/marketplace/templates/${id}/${action}`;
type Item = { kind: string; text: string; link: string; actor: { username: string } | null };
const sales = async (who: Who): Promise<Item[]> => {
  const res = await send('GET', '/api/v1/notifications', who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Item[] }).items.filter((n) => n.kind === 'template_sale');
};

beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, second] = await Promise.all([
    createSignedInUser(t, 'seller'),
    createSignedInUser(t, 'buyer'),
    createSignedInUser(t, 'second'),
  ]);
  await t.database.db.execute(
    sql`update users set subscription_tier = 'Chronicler' where user_id in (${buyer.user.id}, ${second.user.id})`,
  );
});
afterAll(async () => t?.close());

describe('a template sale notifies the seller', () => {
  it('tells the seller who bought which template, once per purchase', async () => {
    const paid = await buildTemplate(t.database.db, seller.user.id, {
      name: 'Heist in Twelve Scenes',
      price: 4.99,
      content: storyStructureContent('Heist'),
    });
    const first = await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('POST', tpl(paid.id, 'purchase'), buyer.cookie);
    expect(again.statusCode).toBe(409);

    const told = await sales(seller);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      text: `${buyer.user.username} bought Heist in Twelve Scenes`,
      link: `/marketplace/templates/${paid.id}`,
      actor: { username: buyer.user.username },
    });
    // The buyer hears nothing about their own purchase.
    expect(await sales(buyer)).toHaveLength(0);
  });

  it('a free download is not a sale', async () => {
    const free = await buildTemplate(t.database.db, seller.user.id, {
      price: 0,
      content: storyStructureContent('F'),
    });
    const before = (await sales(seller)).length;
    expect((await send('POST', tpl(free.id, 'download'), buyer.cookie)).statusCode).toBe(200);
    expect(await sales(seller)).toHaveLength(before);
  });

  it('a seller who switched sales off is not told', async () => {
    const off = await send('PUT', '/api/v1/notifications/preferences', seller.cookie, {
      preferences: [{ kind: 'template_sale', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const paid = await buildTemplate(t.database.db, seller.user.id, {
      price: 2.5,
      content: storyStructureContent('Q'),
    });
    const before = (await sales(seller)).length;
    expect((await send('POST', tpl(paid.id, 'purchase'), second.cookie)).statusCode).toBe(200);
    expect(await sales(seller)).toHaveLength(before);
  });
});
