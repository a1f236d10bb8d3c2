import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_COUNT_CAP, type TemplateCard } from '@common/schemas/marketplace';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildTemplate, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { createMarketplaceRepository } from './marketplace.repository';
import { ids, useMarketplaceSuite, type Signed } from './marketplace-setup.test-support';

/**
 * Browsing the marketplace: lists checked against SQL on seeded rows (every sort, free and paid,
 * case-insensitive search, Complete and Active).
 */
async function seedBrowseFixtures(app: TestApp) {
  // Browse fixtures: prices, downloads, ratings, dates and names spread so every order differs.
  const db = app.database.db;
  const maker = await buildUser(db);
  const types = ['Story Structure', 'World Asset', 'Character Archetype', 'Scenario Pack'];
  for (let i = 0; i < 24; i++) {
    await buildTemplate(db, maker.id, {
      name: i % 5 === 0 ? `Dragon Lair ${i}` : `Template ${i}`,
      description: i % 7 === 0 ? 'a DRAGON hoard and its keeper' : 'plain words',
      type: types[i % 4]!,
      category: 'Fantasy',
      price: i % 3 === 0 ? 0 : [0.99, 4.99, 19.99, 999.99][i % 4]!,
      downloads: (i * 37) % 11,
      rating: i % 4 === 0 ? null : 1 + (i % 5) * 0.75,
      status: i === 23 ? 'unpublished' : 'published',
      createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 5) % 24))),
    });
  }
  for (let i = 0; i < 12; i++) {
    await buildStory(db, maker.id, {
      title: i % 4 === 0 ? `Ember Saga ${i}` : `Story ${i}`,
      status: i % 2 === 0 ? 'Complete' : 'Active',
      genre: i % 3 === 0 ? 'Horror' : 'Fantasy',
      privacyLevel: i === 11 ? 'Private' : 'Public',
      publicationStatus: i === 11 ? null : 'Published',
      publishedAt: i === 11 ? null : new Date(Date.UTC(2026, 1, 1 + ((i * 7) % 12))),
      viewCount: (i * 13) % 9,
      rating: i % 3 === 0 ? null : 1 + (i % 4),
    });
  }
}

let t: TestApp;
let seller: Signed;
let other: Signed;
let reader: Signed;
const { send, walk } = useMarketplaceSuite((s) => ({ t, seller, other, reader } = s), seedBrowseFixtures);

async function sqlIds(query: ReturnType<typeof sql>): Promise<string[]> {
  return (await queryRows<{ id: string }>(t.database.db, query)).map((r) => r.id);
}

describe('GET /api/v1/marketplace/templates', () => {
  const orders = {
    popular: sql`downloads desc, template_id desc`,
    rated: sql`coalesce(rating, 0) desc, template_id desc`,
    newest: sql`created_at desc, template_id desc`,
    price_asc: sql`price asc, template_id asc`,
    price_desc: sql`price desc, template_id desc`,
  };
  for (const [sort, order] of Object.entries(orders)) {
    it(`sorts ${sort} over every page like SQL, published only`, async () => {
      const { items, total } = await walk<TemplateCard>(`/api/v1/marketplace/templates?sort=${sort}`);
      const expected = await sqlIds(
        sql`select template_id as id from templates where status = 'published' order by ${order}`,
      );
      expect(ids(items)).toEqual(expected);
      expect(total).toBe(expected.length);
    });
  }

  it('filters free (price 0) and paid (above 0), with the type chip', async () => {
    for (const [price, cond] of [
      ['free', sql`price = 0`],
      ['paid', sql`price > 0`],
    ] as const) {
      const { items, total } = await walk<TemplateCard>(
        `/api/v1/marketplace/templates?price=${price}&type=World%20Asset`,
      );
      const expected = await sqlIds(
        sql`select template_id as id from templates where status = 'published' and type = 'World Asset' and ${cond}
            order by downloads desc, template_id desc`,
      );
      expect(ids(items)).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(items.every((i) => i.isFree === (price === 'free'))).toBe(true);
    }
  });

  it('searches name and description case-insensitively', async () => {
    const { items } = await walk<TemplateCard>('/api/v1/marketplace/templates?q=dRaGoN&sort=newest');
    const expected = await sqlIds(
      sql`select template_id as id from templates where status = 'published'
          and (lower(name) like '%dragon%' or lower(description) like '%dragon%') order by created_at desc, template_id desc`,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(ids(items)).toEqual(expected);
  });

  it('answers cards with the derived count, badge data and the caller flags', async () => {
    const guest = (await send('GET', '/api/v1/marketplace/templates?limit=50')).json();
    expect(guest.signedIn).toBe(false);
    expect(guest.viewerCanBuyPaid).toBe(false);
    const card = guest.items[0] as TemplateCard;
    expect(card.derivedCount).toBe(Math.floor(card.downloads * 2.3));
    expect(card.viewer).toBeNull();
    expect((await send('GET', '/api/v1/marketplace/templates', other.cookie)).json().viewerCanBuyPaid).toBe(
      true,
    );
    expect((await send('GET', '/api/v1/marketplace/templates', reader.cookie)).json().viewerCanBuyPaid).toBe(
      false,
    );
    expect((await send('GET', '/api/v1/marketplace/templates', seller.cookie)).json().viewerCanBuyPaid).toBe(
      false,
    );
    expect(MARKETPLACE_COUNT_CAP).toBeGreaterThan(24);
  });

  it('caps counts: at most cap + 1 matches are read, and the answer says it is capped', async () => {
    const repo = createMarketplaceRepository(t.database.db);
    expect(await repo.countTemplates({ price: 'all' }, 3)).toEqual({ total: 3, capped: true });
    expect(await repo.countTemplates({ price: 'all', q: 'dragon' }, 1000)).toMatchObject({ capped: false });
    expect(await repo.countStories({ status: 'Complete' }, 2)).toEqual({ total: 2, capped: true });
  });

  it('refuses bad filters and foreign cursors with 400', async () => {
    for (const q of ['sort=cheap', 'price=some', 'type=Poem', 'limit=51', 'cursor=abc']) {
      expect((await send('GET', `/api/v1/marketplace/templates?${q}`)).statusCode, q).toBe(400);
    }
    const first = (await send('GET', '/api/v1/marketplace/templates?limit=2&sort=popular')).json();
    expect(
      (await send('GET', `/api/v1/marketplace/templates?sort=newest&cursor=${first.nextCursor}`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/v1/marketplace/stories', () => {
  const orders = {
    popular: sql`view_count desc, story_id asc`,
    rated: sql`rating desc nulls last, view_count desc, story_id asc`,
    newest: sql`published_at desc, story_id asc`,
  };
  for (const status of ['Complete', 'Active']) {
    for (const [sort, order] of Object.entries(orders)) {
      it(`lists published ${status} stories by ${sort} like SQL`, async () => {
        const { items, total } = await walk<{ id: string; status: string }>(
          `/api/v1/marketplace/stories?status=${status}&sort=${sort}`,
        );
        const expected = await sqlIds(
          sql`select story_id as id from stories where privacy_level = 'Public' and publication_status is not null
              and status = ${status} order by ${order}`,
        );
        expect(ids(items)).toEqual(expected);
        expect(total).toBe(expected.length);
      });
    }
  }

  it('filters by genre and searches titles case-insensitively', async () => {
    const { items } = await walk<{ id: string }>(
      '/api/v1/marketplace/stories?status=Complete&genre=Horror&q=EMBER',
    );
    const expected = await sqlIds(
      sql`select story_id as id from stories where privacy_level = 'Public' and publication_status is not null
          and status = 'Complete' and genre = 'Horror' and (title ilike '%ember%' or description ilike '%ember%')
          order by view_count desc, story_id asc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(expected);
  });
});
