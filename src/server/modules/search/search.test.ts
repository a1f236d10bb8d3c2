import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librarySearchPageSchema } from '@common/schemas/library';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory, request } from '../library/library.test-support';
import { createSearchRepository } from './search.repository';

describe('library search', () => {
  let t: TestApp;
  const search = async (query: string) => {
    const res = await request(t, null, 'GET', `/api/v1/library/search?${query}`);
    expect(res.statusCode).toBe(200);
    return librarySearchPageSchema.parse(res.json());
  };
  const titles = async (query: string) => (await search(query)).items.map((s) => s.title);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const author = await buildUser(db, { username: 'quillmaker' });
    const published = (title: string, overrides: Parameters<typeof buildPublishedStory>[2] = {}) =>
      buildPublishedStory(db, author.id, { title, ...overrides });
    await published('Harbor Lights', {
      viewCount: 5,
      genre: 'Mystery',
      publishedAt: new Date('2026-01-03T00:00:00Z'),
    });
    await published('Beyond the Harbor', {
      viewCount: 900,
      rating: 4.2,
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await published('Salt Wind', {
      description: 'A harbor town keeps a harbor secret.',
      viewCount: 50,
      publishedAt: new Date('2026-01-02T00:00:00Z'),
    });
    await published('Harbor', { viewCount: 1, genre: 'Mystery', status: 'Complete', rating: 4.9 });
    await published('Quiet 100%_done', { viewCount: 2 });
    await buildStory(db, author.id, { title: 'Harbor of Secrets (private)', viewCount: 10_000 });
    await buildStory(db, author.id, {
      title: 'Harbor unpublished',
      privacyLevel: 'Public',
      viewCount: 10_000,
    });
    const counted = await published('Counted Tides', { viewCount: 0, wordCount: 9999, chapterCount: 9 });
    await buildChapterOf(db, counted.id, 1, { words: 40 });
    await buildChapterOf(db, counted.id, 2, { words: 500, status: 'draft' });
  });
  afterAll(() => t.close());

  it('ranks the exact title, then titles starting with the text, then full-text rank (title above description), then views; case-insensitive', async () => {
    expect(await titles('q=HARBOR')).toEqual(['Harbor', 'Harbor Lights', 'Beyond the Harbor', 'Salt Wind']);
    expect(await titles('q=arbo')).toEqual(['Beyond the Harbor', 'Salt Wind', 'Harbor Lights', 'Harbor']);
  });

  it('filters by genre and status, and matches the search text literally', async () => {
    expect(await titles('q=harbor&genre=Mystery')).toEqual(['Harbor', 'Harbor Lights']);
    expect(await titles('status=Complete')).toEqual(['Harbor']);
    expect(await titles('q=100%25_')).toEqual(['Quiet 100%_done']);
    expect(await titles('q=zzz')).toEqual([]);
  });

  it('ranks only the most viewed matches by relevance; the others follow by views', async () => {
    // Matches of "harbor" by views: Beyond the Harbor 900, Salt Wind 50, Harbor Lights 5, Harbor 1.
    const repo = createSearchRepository(t.database.db, { relevancePool: 3 });
    const page = async (offset: number, limit: number) =>
      (await repo.search({ q: 'harbor' }, 'relevance', offset, limit)).map((s) => s.title);
    expect(await page(0, 10)).toEqual(['Harbor Lights', 'Beyond the Harbor', 'Salt Wind', 'Harbor']);
    expect([...(await page(0, 2)), ...(await page(2, 2))]).toEqual(await page(0, 4));
  });

  it('sorts by popularity without text, and by rating or newest on request', async () => {
    expect((await titles('q=harbor&sort=popular'))[0]).toBe('Beyond the Harbor');
    expect(await titles('q=harbor&sort=rating')).toEqual([
      'Harbor',
      'Beyond the Harbor',
      'Salt Wind',
      'Harbor Lights',
    ]);
    expect((await titles('sort=newest')).slice(-3)).toEqual([
      'Harbor Lights',
      'Salt Wind',
      'Beyond the Harbor',
    ]);
  });

  it('pages by cursor or page number without overlap', async () => {
    const first = await search('limit=2');
    expect(first.page).toBe(1);
    const second = await search(`limit=2&cursor=${first.nextCursor}`);
    const byNumber = await search('limit=2&page=2');
    expect(second.items).toEqual(byNumber.items);
    const seen = [...first.items, ...second.items].map((s) => s.id);
    expect(new Set(seen).size).toBe(4);
    expect((await request(t, null, 'GET', '/api/v1/library/search?cursor=bogus')).statusCode).toBe(400);
  });

  it('returns cards with published-only counts and never a private or unpublished story', async () => {
    const all = await search('limit=50');
    expect(all.items.map((s) => s.title)).not.toContain('Harbor of Secrets (private)');
    expect(all.items.map((s) => s.title)).not.toContain('Harbor unpublished');
    expect(all.items.find((s) => s.title === 'Counted Tides')).toMatchObject({
      wordCount: 40,
      chapterCount: 1,
      authorUsername: 'quillmaker',
    });
    expect(all.items.find((s) => s.title === 'Beyond the Harbor')!.rating).toBe(4.2);
  });
});

describe('library search for a phrase with frequent words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const author = await buildUser(db, { username: 'phrasewright' });
    const published = (title: string, description = '', viewCount = 1) =>
      buildPublishedStory(db, author.id, { title, description, viewCount });
    await published('Return of the Golden Lighthouse', '', 3);
    await published('Tide Tables', 'Years later, the RETURN OF THE GOLDEN LIGHTHOUSEKEEPER came home.', 2);
    await published('The Golden Lighthouse', 'Nobody will return of their own will.', 50);
    await published('Golden Lighthouse Return', 'return of the gold', 40);
    await published('100% of the golden_lighthouse', '', 30);
    await published('Marginalia', 'Notes: a <b golden lighthouse keeper> sketch.', 20);
  });
  afterAll(() => t.close());
  // The words path serves rare texts (every text is rare here); the trigram path the common ones.
  const byWords = () => createSearchRepository(t.database.db);
  const byTrigrams = () => createSearchRepository(t.database.db, { wordsPathMaxEstimate: -1 });
  const titles = async (q: string, repo = byWords()) =>
    (await repo.search({ q }, 'relevance', 0, 10)).map((s) => s.title);

  it('matches the whole phrase, not only the words the index is asked for', async () => {
    expect(await titles('return of the golden lighthouse')).toEqual([
      'Return of the Golden Lighthouse',
      'Tide Tables',
    ]);
  });

  it('still matches a phrase cut inside its first and last words', async () => {
    expect(await titles('eturn of the golden lightho')).toEqual([
      'Return of the Golden Lighthouse',
      'Tide Tables',
    ]);
  });

  it('finds words that sit inside angle brackets, which the text parser would take for a tag', async () => {
    expect(await titles('b golden lighthouse keep')).toEqual(['Marginalia']);
  });

  it('finds the same stories by either path', async () => {
    for (const q of [
      'return of the golden lighthouse',
      'eturn of the golden lightho',
      'b golden lighthouse keep',
      'the golden lighthouse',
    ]) {
      expect(await titles(q, byTrigrams())).toEqual(await titles(q));
    }
    expect(await titles('the golden lighthouse')).toHaveLength(3);
  });

  it('matches punctuation and frequent words literally through the trigram path', async () => {
    expect(await titles('% of the golden_')).toEqual(['100% of the golden_lighthouse']);
    // Only frequent words: the text itself is looked up ("of their" in a description counts).
    expect((await titles('of the')).length).toBe(5);
  });
});
