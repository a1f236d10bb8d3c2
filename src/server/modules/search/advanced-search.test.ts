import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librarySearchPageSchema } from '@common/schemas/library';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { request } from '../library/library.test-support';
import {
  READ_BY_READER,
  SEED,
  seedAdvancedLibrary,
  setTier,
  type SeedStory,
} from './advanced-search.test-support';

/**
 * Every advanced filter of the library search (issue 25) run in the database over a library of
 * known stories (advanced-search.test-support.ts), each alone with the exact stories it must
 * return, then a grid of combinations checked against the same rules computed here from the seed.
 */
let t: TestApp;
let connoisseur = '';
let audience = '';

beforeAll(async () => {
  t = await createTestApp();
  const reader = await createSignedInUser(t, 'filterer');
  await setTier(t, reader.user.id, 'Story Connoisseur');
  connoisseur = reader.cookie;
  const free = await createSignedInUser(t, 'audience');
  await setTier(t, free.user.id, 'Audience Member');
  audience = free.cookie;
  await seedAdvancedLibrary(t, reader.user.id);
}, 60_000);
afterAll(() => t?.close());

const searchAs = (cookie: string | null, query: string) =>
  request(t, cookie, 'GET', `/api/v1/library/search?${query}`);

async function titles(query: string): Promise<string[]> {
  const res = await searchAs(connoisseur, `${query}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return librarySearchPageSchema.parse(res.json()).items.map((s) => s.title);
}

describe('advanced filters, each alone', () => {
  it('includes tags (all must match), resolving a merged slug to its canonical tag', async () => {
    expect(await titles('tags=dragons,found-family')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Foxtrot']);
    expect(await titles('tags=wyverns')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Foxtrot']);
    expect(await titles('tags=dragons,wyverns')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Foxtrot']);
    expect(await titles('tags=no-such-tag')).toEqual([]);
    expect(await titles('tags=dragons,no-such-tag')).toEqual([]);
  });

  it('excludes tags; an unknown one excludes nothing', async () => {
    expect(await titles('tags=dragons&excludeTags=grimdark')).toEqual(['Alpha', 'Bravo', 'Delta', 'Foxtrot']);
    expect(await titles('excludeTags=found-family,slow-burn')).toEqual(['Delta', 'Golf']);
    expect(await titles('excludeTags=no-such-tag')).toEqual(SEED.map((s) => s.title));
  });

  it('keeps the content ratings asked for and leaves out stories with any excluded warning', async () => {
    expect(await titles('ratings=Teen,Mature')).toEqual(['Bravo', 'Charlie', 'Foxtrot']);
    expect(await titles('ratings=Explicit')).toEqual(['Echo']);
    expect(await titles('excludeWarnings=Violence,Sexual content')).toEqual([
      'Alpha',
      'Charlie',
      'Delta',
      'Foxtrot',
      'Golf',
    ]);
  });

  it('filters by published words (inclusive), complete or ongoing, and days since the last update', async () => {
    expect(await titles('minWords=50000&maxWords=200000')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Foxtrot']);
    expect(await titles('minWords=200001')).toEqual(['Delta']);
    expect(await titles('maxWords=45000')).toEqual(['Echo', 'Golf']);
    expect(await titles('progress=complete')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Echo']);
    expect(await titles('progress=ongoing')).toEqual(['Delta', 'Foxtrot']);
    expect(await titles('updatedWithin=7')).toEqual(['Alpha', 'Delta', 'Echo']);
  });

  it('filters by the language the story is written in', async () => {
    expect(await titles('language=es')).toEqual(['Echo']);
    expect(await titles('language=fr&tags=dragons')).toEqual(['Foxtrot']);
    expect(await titles('language=en')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Golf']);
    expect(await titles('language=ja')).toEqual([]);
  });

  it('filters by minimum average rating and minimum number of ratings', async () => {
    expect(await titles('minRating=4')).toEqual(['Alpha', 'Charlie', 'Delta']);
    expect(await titles('minRatings=10')).toEqual(['Alpha', 'Bravo', 'Delta']);
    expect(await titles('minRating=4&minRatings=10')).toEqual(['Alpha', 'Delta']);
  });

  it("hides the stories the reader has started or finished, and only that reader's", async () => {
    expect(await titles('hideRead=true')).toEqual(
      SEED.map((s) => s.title).filter((x) => !READ_BY_READER.includes(x)),
    );
  });

  it('combines with the basic filters and sorts', async () => {
    expect(await titles('genre=Romance&ratings=Explicit,General')).toEqual(['Echo']);
    expect(await titles('q=ech&tags=slow-burn')).toEqual(['Echo']);
    expect(await titles('tags=dragons&sort=rating')).toEqual([
      'Charlie',
      'Alpha',
      'Delta',
      'Bravo',
      'Foxtrot',
    ]);
  });

  it('pages with the same cursors as the plain search', async () => {
    const first = await searchAs(connoisseur, 'tags=found-family&limit=2');
    const body = librarySearchPageSchema.parse(first.json());
    expect(body.items.map((s) => s.title)).toEqual(['Alpha', 'Bravo']);
    const second = librarySearchPageSchema.parse(
      (await searchAs(connoisseur, `tags=found-family&limit=2&cursor=${body.nextCursor}`)).json(),
    );
    expect(second.items.map((s) => s.title)).toEqual(['Charlie', 'Echo']);
  });
});

/** The filters' rules computed from the seed: what the database must agree with. */
function expected(f: { include: string[]; exclude: string[]; words?: [number, number]; progress?: string }) {
  const slugTags = (s: SeedStory) =>
    s.tags.map((x) => (x === 'Wyverns' ? 'dragons' : x.toLowerCase().replace(/ /g, '-')));
  return SEED.filter(
    (s) =>
      f.include.every((x) => slugTags(s).includes(x)) &&
      !f.exclude.some((x) => slugTags(s).includes(x)) &&
      (!f.words || (s.words >= f.words[0] && s.words <= f.words[1])) &&
      (!f.progress || s.status === (f.progress === 'complete' ? 'Complete' : 'Active')),
  ).map((s) => s.title);
}

describe('advanced filters combined', () => {
  it('agree with the rules on every combination of tags, exclusions, word range and progress', async () => {
    const mismatches: string[] = [];
    for (const include of [[], ['dragons'], ['dragons', 'found-family'], ['found-family', 'slow-burn']])
      for (const exclude of [[], ['grimdark'], ['slow-burn', 'grimdark']])
        for (const words of [undefined, [50_000, 200_000] as [number, number]])
          for (const progress of [undefined, 'complete', 'ongoing']) {
            const params = new URLSearchParams();
            if (include.length) params.set('tags', include.join(','));
            if (exclude.length) params.set('excludeTags', exclude.join(','));
            if (words) params.set('minWords', String(words[0]));
            if (words) params.set('maxWords', String(words[1]));
            if (progress) params.set('progress', progress);
            if (params.size === 0) continue;
            const got = await titles(params.toString());
            const want = expected({ include, exclude, words, progress });
            if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`${params}: ${got} != ${want}`);
          }
    expect(mismatches).toEqual([]);
  });
});

describe('who may filter', () => {
  const refusal = {
    code: 'UPGRADE_REQUIRED',
    message:
      'Advanced filters are part of the Story Connoisseur and Patron of the Arts plans. Upgrade at /subscription.',
    details: { plans: 'Story Connoisseur and Patron of the Arts', upgradeUrl: '/subscription' },
  };

  it('refuses any advanced filter to guests and other plans with the plans and the upgrade page, never cached', async () => {
    for (const cookie of [null, audience])
      for (const query of [
        'tags=dragons',
        'minWords=1',
        'hideRead=true',
        'ratings=Teen',
        'progress=complete',
      ]) {
        const res = await searchAs(cookie, query);
        expect([query, res.statusCode, res.json().error]).toEqual([query, 403, refusal]);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
  });

  it('keeps the basic filters free for everyone, on the shared cached path', async () => {
    for (const cookie of [null, audience]) {
      const res = await searchAs(cookie, 'genre=Romance&status=Complete&exclusive=false&hideRead=false');
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((s: { title: string }) => s.title)).toEqual(['Echo']);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
    }
  });

  it('answers the reader their own, never-cached result', async () => {
    const res = await searchAs(connoisseur, 'tags=dragons');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('validation', () => {
  it('answers 400 with a clear message for bad ranges, lists and values', async () => {
    const cases: [string, string][] = [
      ['minWords=5000&maxWords=100', 'Maximum words must be at least the minimum'],
      ['tags=a,b,c,d,e,f', 'Include tags: at most 5'],
      ['excludeTags=a,b,c,d,e,f', 'Exclude tags: at most 5'],
      ['tags=not%20a%20slug', 'Tags are given by their slug (letters, digits and -)'],
      ['ratings=PG', 'Unknown content rating'],
      ['excludeWarnings=Spiders', 'Unknown content warning'],
      ['minWords=-1', 'Minimum words cannot be negative'],
      ['minWords=ten', 'Minimum words must be a number'],
      ['progress=done', 'progress must be complete or ongoing'],
      ['updatedWithin=0', 'updatedWithin is at least 1 day'],
      ['minRating=6', 'minRating is between 1 and 5'],
      ['hideRead=yes', 'hideRead must be true or false'],
      ['language=klingon', 'Unknown language'],
    ];
    for (const [query, message] of cases) {
      const res = await searchAs(connoisseur, query);
      expect([query, res.statusCode, JSON.stringify(res.json())]).toEqual([
        query,
        400,
        expect.stringContaining(message),
      ]);
    }
  });
});
