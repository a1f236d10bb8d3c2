import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceStoryPageSchema } from '@common/schemas/marketplace';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { request } from '../library/library.test-support';
import { seedAdvancedLibrary, setTier } from './advanced-search.test-support';

/**
 * The marketplace's Completed Books and Ongoing Stories tabs take the library's advanced filters
 * (issue 25): the same stories as the library search would give, with the tab's status, a count,
 * and the same plan rule.
 */
let t: TestApp;
let connoisseur = '';
let audience = '';

beforeAll(async () => {
  t = await createTestApp();
  const reader = await createSignedInUser(t, 'marketfilterer');
  await setTier(t, reader.user.id, 'Story Connoisseur');
  connoisseur = reader.cookie;
  const free = await createSignedInUser(t, 'marketaudience');
  await setTier(t, free.user.id, 'Audience Member');
  audience = free.cookie;
  await seedAdvancedLibrary(t, reader.user.id);
}, 60_000);
afterAll(() => t?.close());

const list = (cookie: string | null, query: string) =>
  request(t, cookie, 'GET', `/api/v1/marketplace/stories?${query}`);

async function tab(query: string) {
  const res = await list(connoisseur, query);
  expect(res.statusCode, res.body).toBe(200);
  const page = marketplaceStoryPageSchema.parse(res.json());
  return { titles: page.items.map((s) => s.title), total: page.total };
}

describe('marketplace story tabs with advanced filters', () => {
  it('narrow Completed Books and Ongoing Stories by tags, words and language, with the count', async () => {
    expect(await tab('status=Complete&tags=dragons,found-family')).toEqual({
      titles: ['Alpha', 'Bravo', 'Charlie'],
      total: 3,
    });
    expect(await tab('status=Active&tags=dragons&excludeTags=grimdark')).toEqual({
      titles: ['Delta', 'Foxtrot'],
      total: 2,
    });
    expect(await tab('status=Complete&language=es')).toEqual({ titles: ['Echo'], total: 1 });
    expect(await tab('status=Complete&minWords=100000&sort=rated')).toEqual({
      titles: ['Charlie', 'Bravo'],
      total: 2,
    });
    expect(await tab('status=Complete&hideRead=true&tags=found-family')).toEqual({
      titles: ['Bravo', 'Echo'],
      total: 2,
    });
  });

  it('pages through a filtered tab with its cursor', async () => {
    const first = marketplaceStoryPageSchema.parse(
      (await list(connoisseur, 'status=Complete&tags=found-family&limit=2')).json(),
    );
    expect(first.items.map((s) => s.title)).toEqual(['Alpha', 'Bravo']);
    const second = marketplaceStoryPageSchema.parse(
      (
        await list(connoisseur, `status=Complete&tags=found-family&limit=2&cursor=${first.nextCursor}`)
      ).json(),
    );
    expect(second.items.map((s) => s.title)).toEqual(['Charlie', 'Echo']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses advanced filters to guests and plans without them, and keeps the plain tabs open', async () => {
    for (const cookie of [null, audience]) {
      const res = await list(cookie, 'status=Complete&tags=dragons');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'UPGRADE_REQUIRED' } });
      expect((await list(cookie, 'status=Complete')).statusCode).toBe(200);
    }
  });

  it('answers 400 with the filter message for bad values', async () => {
    const res = await list(connoisseur, 'status=Complete&language=xx&minWords=9&maxWords=1');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Unknown language');
  });
});
