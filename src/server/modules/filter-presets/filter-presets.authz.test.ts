import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILTER_PRESETS } from '@common/advanced-filters';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setTier } from '../search/advanced-search.test-support';

/**
 * Saved filter presets (issue 25): the authorisation matrix for the owner (Story Connoisseur),
 * another Story Connoisseur, an Audience Member, an admin on the free plan and a guest; then the
 * rules a reader notices (validation, the limit, one name once) and cross-site requests.
 */
type Actor = 'owner' | 'other' | 'audience' | 'admin' | 'guest';
const ACTORS: Actor[] = ['owner', 'other', 'audience', 'admin', 'guest'];
let t: TestApp;
const cookies: Record<Actor, string | null> = {
  owner: null,
  other: null,
  audience: null,
  admin: null,
  guest: null,
};
const FILTERS = {
  tags: 'dragons,found-family',
  excludeTags: 'grimdark',
  minWords: '50000',
  maxWords: '200000',
  progress: 'complete',
};

beforeAll(async () => {
  t = await createTestApp();
  const tiers: Record<Exclude<Actor, 'guest'>, string> = {
    owner: 'Story Connoisseur',
    other: 'Story Connoisseur',
    audience: 'Audience Member',
    admin: 'Free',
  };
  for (const actor of ['owner', 'other', 'audience', 'admin'] as const) {
    const who = await createSignedInUser(t, `preset${actor}`);
    await setTier(t, who.user.id, tiers[actor]);
    if (actor === 'admin')
      await t.database.db.execute(sql`update users set is_admin = true where user_id = ${who.user.id}`);
    cookies[actor] = who.cookie;
  }
}, 60_000);
afterAll(() => t?.close());

const call = (actor: Actor, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookies[actor] ? { cookie: cookies[actor] } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const create = async (actor: Actor, name: string, filters: Record<string, string> = FILTERS) =>
  call(actor, 'POST', '/api/v1/me/filter-presets', { name, filters });

describe('filter preset routes: who may do what', () => {
  it('POST: plans with advanced filters save; other plans 403 with the plans; guests 401', async () => {
    const got: string[] = [];
    for (const actor of ACTORS) {
      const res = await create(actor, `Mine ${actor}`);
      got.push(`${actor} ${res.statusCode}${res.statusCode === 403 ? ` ${res.json().error.message}` : ''}`);
    }
    const refused =
      'Advanced filters are part of the Story Connoisseur and Patron of the Arts plans. Upgrade at /subscription.';
    expect(got).toEqual([
      'owner 201',
      'other 201',
      `audience 403 ${refused}`,
      `admin 403 ${refused}`,
      'guest 401',
    ]);
  });

  it("GET: each reader lists only their own presets (an admin sees no one else's); guests 401", async () => {
    const got: string[] = [];
    for (const actor of ACTORS) {
      const res = await call(actor, 'GET', '/api/v1/me/filter-presets');
      got.push(
        `${actor} ${res.statusCode} ${
          res.statusCode === 200
            ? res
                .json()
                .items.map((p: { name: string }) => p.name)
                .join('|')
            : '-'
        }`,
      );
    }
    expect(got).toEqual([
      'owner 200 Mine owner',
      'other 200 Mine other',
      'audience 200 ',
      'admin 200 ',
      'guest 401 -',
    ]);
  });

  it("PATCH and DELETE: another reader's preset is 404 to everyone but its owner", async () => {
    const mine = (await create('owner', 'Matrix target')).json().id as string;
    const got: string[] = [];
    for (const actor of ['other', 'audience', 'admin', 'guest'] as const) {
      const patch = await call(actor, 'PATCH', `/api/v1/me/filter-presets/${mine}`, { name: 'Stolen' });
      const del = await call(actor, 'DELETE', `/api/v1/me/filter-presets/${mine}`);
      got.push(`${actor} ${patch.statusCode} ${del.statusCode}`);
    }
    // The Audience Member and the free admin are refused saving by plan before anything is looked up.
    expect(got).toEqual(['other 404 404', 'audience 403 404', 'admin 403 404', 'guest 401 401']);
    const renamed = await call('owner', 'PATCH', `/api/v1/me/filter-presets/${mine}`, {
      name: 'Renamed',
      filters: { progress: 'ongoing' },
    });
    expect([renamed.statusCode, renamed.json().name, renamed.json().filters]).toEqual([
      200,
      'Renamed',
      { progress: 'ongoing' },
    ]);
    expect((await call('owner', 'DELETE', `/api/v1/me/filter-presets/${mine}`)).statusCode).toBe(204);
    expect((await call('owner', 'DELETE', `/api/v1/me/filter-presets/${mine}`)).statusCode).toBe(404);
    expect((await call('owner', 'DELETE', '/api/v1/me/filter-presets/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('filter preset rules', () => {
  it('checks the filters with the search schema, with clear messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ minWords: '9', maxWords: '1' }, 'Maximum words must be at least the minimum'],
      [{ tags: 'a,b,c,d,e,f' }, 'Include tags: at most 5'],
      [{ ratings: 'PG' }, 'Unknown content rating'],
      [{ colour: 'blue' }, 'Unrecognized key: \\"colour\\"'],
      [{}, 'Choose at least one filter to save'],
    ];
    for (const [filters, message] of cases) {
      const res = await create('owner', 'Bad', filters);
      expect([res.statusCode, JSON.stringify(res.json())]).toEqual([400, expect.stringContaining(message)]);
    }
    const unnamed = await create('owner', '   ');
    expect([unnamed.statusCode, unnamed.json().error.message]).toEqual([
      400,
      expect.stringContaining('Name the preset'),
    ]);
  });

  it('keeps one name once per reader, any case, and the empty values out', async () => {
    const first = await create('other', 'Long complete', { ...FILTERS, q: '' });
    expect(first.json().filters).toEqual(FILTERS);
    const again = await create('other', 'LONG COMPLETE');
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'You already have a preset named "LONG COMPLETE"',
    ]);
  });

  it(`keeps up to ${MAX_FILTER_PRESETS} presets per reader`, async () => {
    const existing = (await call('other', 'GET', '/api/v1/me/filter-presets')).json().items.length as number;
    for (let i = existing; i < MAX_FILTER_PRESETS; i++)
      expect((await create('other', `Preset ${i}`)).statusCode).toBe(201);
    const over = await create('other', 'One too many');
    expect([over.statusCode, over.json().error.message]).toEqual([
      400,
      `You can keep up to ${MAX_FILTER_PRESETS} filter presets; delete one first`,
    ]);
  });
});

describe('cross-site requests', () => {
  it('refuses every state-changing preset route from another origin, changing nothing', async () => {
    const mine = (await create('owner', 'Forgery target')).json().id as string;
    const before = await dbFingerprint(t.database.db);
    const forged: [string, string, unknown][] = [
      ['POST', '/api/v1/me/filter-presets', { name: 'Forged', filters: FILTERS }],
      ['PATCH', `/api/v1/me/filter-presets/${mine}`, { name: 'Forged' }],
      ['DELETE', `/api/v1/me/filter-presets/${mine}`, undefined],
    ];
    for (const [method, url, body] of forged) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: { cookie: cookies.owner!, origin: 'https://evil.example' },
      });
      expect([method, res.statusCode]).toEqual([method, 403]);
    }
    expect(await dbFingerprint(t.database.db)).toBe(before);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/me/filter-presets/${mine}`,
      headers: { cookie: cookies.owner!, origin: ORIGIN },
    });
    expect(ok.statusCode).toBe(204);
  });
});
