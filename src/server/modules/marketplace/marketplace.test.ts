import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MARKETPLACE_COUNT_CAP,
  TEMPLATE_CONTENT_MAX_BYTES,
  TEMPLATE_CONTENT_TOO_LARGE,
  TEMPLATE_PRICE_MESSAGE,
  type TemplateCard,
  type TemplateDetail,
} from '@common/schemas/marketplace';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-helpers';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildTemplate, buildUser } from '../../db/test-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEMPLATE_TYPES } from '@common/constants';
import { parseTemplateContentOf } from '@common/schemas/template-content';
import { DEMO_TEMPLATES } from '../../db/seed/demo-templates-text';
import { demoTemplateContent, sampleTemplateContent } from '../../db/seed/demo-template-content';
import { createMarketplaceRepository } from './marketplace.repository';
import { storyStructureContent } from './marketplace.test-helpers';

/**
 * The marketplace API: browse lists checked against SQL on seeded rows (every sort, free and
 * paid, case-insensitive search, Complete and Active), and a creator's template life cycle.
 */
let t: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInUser>>;
let other: Awaited<ReturnType<typeof createSignedInUser>>;
let reader: Awaited<ReturnType<typeof createSignedInUser>>;

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, body?: object) =>
  t.app.inject({ method, url, payload: body, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
const ids = (items: { id: string }[]) => items.map((i) => i.id);
const createBody = (over: object = {}) => ({
  name: 'Three-Act Heist',
  type: 'Story Structure',
  category: 'Modern',
  description: 'A caper in three acts',
  price: 4.99,
  licence: 'commercial',
  content: storyStructureContent('Heist'),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [seller, other, reader] = await Promise.all([
    createSignedInUser(t, 'seller'),
    createSignedInUser(t, 'other'),
    createSignedInUser(t, 'reader'),
  ]);
  await t.database.db.execute(
    sql`update users set subscription_tier = 'Chronicler' where user_id = ${other.user.id}`,
  );
  await t.database.db.execute(
    sql`update users set subscription_tier = 'Audience Member' where user_id = ${reader.user.id}`,
  );
  // Browse fixtures: prices, downloads, ratings, dates and names spread so every order differs.
  const db = t.database.db;
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
}, 120_000);
afterAll(() => t?.close());

/** Every page of a list, following nextCursor with a small page size. */
async function walk<T extends { id: string }>(
  url: string,
  cookie?: string,
): Promise<{ items: T[]; total: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const res = await send('GET', `${url}&limit=5${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: T[]; total: number; nextCursor: string | null };
    items.push(...page.items);
    total = page.total;
    cursor = page.nextCursor;
  } while (cursor);
  return { items, total };
}

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

describe('a creator manages a template', () => {
  let template: TemplateDetail;

  it('needs sign-in to create (401) and refuses bad bodies with clear messages, storing nothing', async () => {
    expect((await send('POST', '/api/v1/marketplace/templates', undefined, createBody())).statusCode).toBe(
      401,
    );
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from templates`,
    );
    for (const price of [0.5, 1000, 4.999, -1]) {
      const res = await send('POST', '/api/v1/marketplace/templates', seller.cookie, createBody({ price }));
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.body).toContain(TEMPLATE_PRICE_MESSAGE);
    }
    const big = { acts: [{ title: 'Act I', notes: 'x'.repeat(TEMPLATE_CONTENT_MAX_BYTES), beats: [] }] };
    const tooBig = await send(
      'POST',
      '/api/v1/marketplace/templates',
      seller.cookie,
      createBody({ content: big }),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toContain(TEMPLATE_CONTENT_TOO_LARGE);
    const noActs = await send(
      'POST',
      '/api/v1/marketplace/templates',
      seller.cookie,
      createBody({ content: { acts: [] } }),
    );
    expect(noActs.statusCode).toBe(400);
    expect(noActs.json().error.message).toBe('Template content is invalid: Add at least one act');
    const worldAsStory = createBody({ type: 'World Asset', content: storyStructureContent('Wrong') });
    expect(
      (await send('POST', '/api/v1/marketplace/templates', seller.cookie, worldAsStory)).statusCode,
    ).toBe(400);
    for (const bad of [
      { name: '' },
      { content: 'not a document' },
      { type: 'Poem' },
      { coverImage: 'https://evil.test/x.png' },
    ]) {
      expect(
        (await send('POST', '/api/v1/marketplace/templates', seller.cookie, createBody(bad))).statusCode,
      ).toBe(400);
    }
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from templates`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('creates a published template as version 1 with defaults', async () => {
    const res = await send('POST', '/api/v1/marketplace/templates', seller.cookie, createBody());
    expect(res.statusCode, res.body).toBe(201);
    template = res.json();
    expect(template).toMatchObject({
      status: 'published',
      price: 4.99,
      isFree: false,
      downloads: 0,
      currentVersion: 1,
    });
    expect(template.versions).toEqual([
      expect.objectContaining({ version: 1, changelog: 'Initial version' }),
    ]);
    expect(template.viewer).toMatchObject({ isOwner: true, canEdit: true, canDelete: true, canBuy: false });
    expect(template.preview.kind).toBe('full');
    const free = await send('POST', '/api/v1/marketplace/templates', seller.cookie, {
      ...createBody(),
      price: undefined,
      licence: undefined,
    });
    expect(free.json()).toMatchObject({ price: 0, isFree: true, licence: 'personal' });
  });

  it('shows a paid template to others as an outline with the purchase flags', async () => {
    const asOther = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`, other.cookie)
    ).json() as TemplateDetail;
    expect(asOther.preview).toEqual({ kind: 'outline', outline: expect.any(Array) });
    expect(JSON.stringify(asOther.preview)).not.toContain('notes');
    expect(asOther.viewer).toMatchObject({
      isOwner: false,
      canBuy: true,
      upgradeRequired: false,
      canEdit: false,
    });
    const asReader = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`, reader.cookie)
    ).json() as TemplateDetail;
    expect(asReader.viewer).toMatchObject({ canBuy: false, upgradeRequired: true });
    const asGuest = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`)
    ).json() as TemplateDetail;
    expect(asGuest.viewer).toBeNull();
  });

  it('lets only the creator edit (others 404, guests 401)', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}`;
    expect((await send('PATCH', url, undefined, { name: 'X' })).statusCode).toBe(401);
    expect((await send('PATCH', url, other.cookie, { name: 'X' })).statusCode).toBe(404);
    expect((await send('PATCH', url, seller.cookie, { price: 0.5 })).statusCode).toBe(400);
    const res = await send('PATCH', url, seller.cookie, { name: 'Heist, Revised', price: 9.99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Heist, Revised', price: 9.99, currentVersion: 1 });
  });

  it('numbers two versions sent at once consecutively and keeps every version', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}/versions`;
    const body = (n: number) => ({ content: storyStructureContent(`Heist v${n}`), changelog: `Change ${n}` });
    expect((await send('POST', url, other.cookie, body(9))).statusCode).toBe(404);
    expect(
      (await send('POST', url, seller.cookie, { content: body(9).content, changelog: '' })).statusCode,
    ).toBe(400);
    const [a, b] = await Promise.all([
      send('POST', url, seller.cookie, body(2)),
      send('POST', url, seller.cookie, body(3)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const page = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`, seller.cookie)
    ).json() as TemplateDetail;
    expect(page.currentVersion).toBe(3);
    expect(page.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const v1 = await send('GET', `/api/v1/marketplace/templates/${template.id}/versions/1`, seller.cookie);
    expect(v1.json().content).toEqual(storyStructureContent('Heist'));
    expect(
      (await send('GET', `/api/v1/marketplace/templates/${template.id}/versions/1`, other.cookie)).statusCode,
    ).toBe(404);
  });

  it('unpublishes (gone from lists, 404 to others) and publishes again, idempotently', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}`;
    expect((await send('POST', `${url}/unpublish`, other.cookie)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const res = await send('POST', `${url}/unpublish`, seller.cookie);
      expect(res.json().status).toBe('unpublished');
    }
    expect((await send('GET', url, other.cookie)).statusCode).toBe(404);
    expect((await send('GET', url)).statusCode).toBe(404);
    expect((await send('GET', url, seller.cookie)).statusCode).toBe(200);
    const listed = await walk<TemplateCard>('/api/v1/marketplace/templates?q=Heist');
    expect(ids(listed.items)).not.toContain(template.id);
    expect((await send('POST', `${url}/publish`, seller.cookie)).json().status).toBe('published');
    expect((await send('GET', url, other.cookie)).statusCode).toBe(200);
  });

  it('deletes only for the creator; missing and malformed ids answer 404', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}`;
    expect((await send('DELETE', url, other.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', url, seller.cookie)).statusCode).toBe(204);
    expect((await send('GET', url, seller.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', url, seller.cookie)).statusCode).toBe(404);
    expect((await send('GET', '/api/v1/marketplace/templates/not-an-id')).statusCode).toBe(404);
    const versions = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from template_versions where template_id = ${template.id}`,
    );
    expect(versions[0]!.n).toBe(0);
  });
});

describe('GET /api/v1/marketplace/drafts/:kind/:id (Publish as template)', () => {
  it('fills a Story Structure from the own story, chapters as beats; others and guests are refused', async () => {
    const db = t.database.db;
    const story = await buildStory(db, seller.user.id, { title: 'Ashfall', genre: 'Horror' });
    for (const [position, title] of [
      [1, 'The Knock'],
      [2, 'The Cellar'],
      [3, 'Dawn'],
      [4, 'After'],
    ] as const) {
      await db.execute(
        sql`insert into chapters (story_id, position, title, content_text) values (${story.id}, ${position}, ${title}, 'It began at night.')`,
      );
    }
    const res = await send('GET', `/api/v1/marketplace/drafts/story/${story.id}`, seller.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ name: 'Ashfall', type: 'Story Structure', category: 'Horror' });
    const beats = (draft.content.acts as { beats: { title: string; notes: string }[] }[]).flatMap(
      (a) => a.beats,
    );
    expect(beats.map((b) => b.title)).toEqual(['The Knock', 'The Cellar', 'Dawn', 'After']);
    expect(beats[0]!.notes).toBe('It began at night.');
    expect((await send('GET', `/api/v1/marketplace/drafts/story/${story.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/api/v1/marketplace/drafts/story/${story.id}`)).statusCode).toBe(401);
    expect((await send('GET', `/api/v1/marketplace/drafts/poem/${story.id}`, seller.cookie)).statusCode).toBe(
      400,
    );
    const published = await send('POST', '/api/v1/marketplace/templates', seller.cookie, {
      ...draft,
      price: 0,
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().preview.outline[0].items).toEqual(['The Knock', 'The Cellar']);
  });

  it('seeds only valid documents: every demo template and every bulk sample', () => {
    for (const [name, type, description] of DEMO_TEMPLATES) {
      const parsed = parseTemplateContentOf(type, demoTemplateContent(name, type, description));
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    for (const type of TEMPLATE_TYPES)
      expect(parseTemplateContentOf(type, sampleTemplateContent(type)).success).toBe(true);
  });
});

describe('holders of a template (rows as the acquisitions code writes them)', () => {
  it('see it unpublished, hear of new versions, read every version, and block its deletion once bought', async () => {
    const created = await send(
      'POST',
      '/api/v1/marketplace/templates',
      seller.cookie,
      createBody({ name: 'Held' }),
    );
    const id = (created.json() as TemplateDetail).id;
    const url = `/api/v1/marketplace/templates/${id}`;
    await t.database.db.execute(
      sql`insert into template_acquisitions (template_id, user_id, kind, amount_cents) values (${id}, ${other.user.id}, 'purchase', 499)`,
    );
    expect((await send('POST', `${url}/unpublish`, seller.cookie)).statusCode).toBe(200);
    const held = await send('GET', url, other.cookie);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ status: 'unpublished', viewer: { owned: true, canBuy: false } });
    expect(held.json().preview.kind).toBe('full');
    expect((await send('GET', url, reader.cookie)).statusCode).toBe(404);

    const v2 = { content: storyStructureContent('Held v2'), changelog: 'More beats' };
    expect((await send('POST', `${url}/versions`, seller.cookie, v2)).statusCode).toBe(201);
    const bell = (await send('GET', '/api/v1/notifications', other.cookie)).json();
    expect(bell.items[0]).toMatchObject({ kind: 'template_version', link: `/marketplace/templates/${id}` });
    expect(bell.items[0].text).toContain('published a new version of Held');
    expect((await send('GET', `${url}/versions/1`, other.cookie)).statusCode).toBe(200);

    const refused = await send('DELETE', url, seller.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TEMPLATE_SOLD');
    expect((await send('GET', url, seller.cookie)).json().viewer.canDelete).toBe(false);
  });
});
