import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildTemplate } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

/**
 * The authorisation matrix of every marketplace template route (browse, template page and
 * versions, create/edit/version/publish/unpublish/delete, drafts, download, purchase, use,
 * refund, reviews, export/import, My Templates, sales, marking exclusive) for the owner, a buyer, another user, a
 * guest and an admin, against the owner's published paid template (which the buyer bought),
 * the same template unpublished (invisible to all but its owner and buyers, admins included),
 * and a missing id. Each case gets fresh fixtures, so a write in one case never changes another.
 */
type Actor = 'owner' | 'buyer' | 'other' | 'guest' | 'admin';
type Target = 'published' | 'unpublished' | 'missing';
const ACTORS: Actor[] = ['owner', 'buyer', 'other', 'guest', 'admin'];
type Expect = Partial<Record<Actor, number>> & { rest: number };

let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
const ids: Partial<Record<Actor, string>> = {};
const db = () => t.database.db;
const shared: Partial<Record<Target, string>> = {};

const send = (method: string, url: string, actor: Actor, body?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    headers: { origin: ORIGIN, ...(cookies[actor] ? { cookie: cookies[actor] } : {}) },
  });

/** The owner's template, bought by the buyer, then unpublished for the 'unpublished' target. */
async function fixture(target: Target): Promise<string> {
  if (target === 'missing') return randomUUID();
  const row = await buildTemplate(db(), ids.owner!, { price: 4.99, content: storyStructureContent('M') });
  await db().execute(
    sql`insert into template_versions (template_id, version, content, changelog) values (${row.id}, 1, ${JSON.stringify(row.content)}::jsonb, 'First')`,
  );
  const bought = await send('POST', `/api/v1/marketplace/templates/${row.id}/purchase`, 'buyer');
  if (bought.statusCode !== 200) throw new Error(`fixture purchase failed: ${bought.body}`);
  if (target === 'unpublished')
    await db().execute(sql`update templates set status = 'unpublished' where template_id = ${row.id}`);
  return row.id;
}

const version = { content: storyStructureContent('V2'), changelog: 'More beats' };
const review = { overallRating: 5, reviewText: 'Great' };
/** Expected statuses per route and target; `rest` is everyone not named. */
const ID_ROUTES: Array<{
  name: string;
  method: string;
  path: string;
  body?: object;
  expect: Record<Target, Expect>;
}> = [
  {
    name: 'template page',
    method: 'GET',
    path: '',
    expect: {
      published: { rest: 200 },
      unpublished: { owner: 200, buyer: 200, rest: 404 },
      missing: { rest: 404 },
    },
  },
  {
    name: 'version 1',
    method: 'GET',
    path: '/versions/1',
    expect: {
      published: { owner: 200, buyer: 200, rest: 404 },
      unpublished: { owner: 200, buyer: 200, rest: 404 },
      missing: { rest: 404 },
    },
  },
  {
    name: 'edit',
    method: 'PATCH',
    path: '',
    body: { name: 'Renamed' },
    expect: {
      published: { owner: 200, guest: 401, rest: 404 },
      unpublished: { owner: 200, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'new version',
    method: 'POST',
    path: '/versions',
    body: version,
    expect: {
      published: { owner: 201, guest: 401, rest: 404 },
      unpublished: { owner: 201, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  ...(['publish', 'unpublish'] as const).map((action) => ({
    name: action,
    method: 'POST',
    path: `/${action}`,
    expect: {
      published: { owner: 200, guest: 401, rest: 404 },
      unpublished: { owner: 200, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  })),
  {
    name: 'delete (bought: 409 for the owner)',
    method: 'DELETE',
    path: '',
    expect: {
      published: { owner: 409, guest: 401, rest: 404 },
      unpublished: { owner: 409, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'download (paid: 400)',
    method: 'POST',
    path: '/download',
    expect: {
      published: { owner: 409, guest: 401, rest: 400 },
      unpublished: { owner: 409, buyer: 400, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'purchase (the admin is on the Free tier: no bypass)',
    method: 'POST',
    path: '/purchase',
    expect: {
      published: { owner: 409, buyer: 409, other: 200, admin: 403, guest: 401, rest: 0 },
      unpublished: { owner: 409, buyer: 409, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'use',
    method: 'POST',
    path: '/use',
    expect: {
      published: { owner: 201, buyer: 201, guest: 401, rest: 403 },
      unpublished: { owner: 201, buyer: 201, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'refund',
    method: 'POST',
    path: '/refund',
    expect: {
      published: { buyer: 200, guest: 401, rest: 404 },
      unpublished: { buyer: 200, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'reviews',
    method: 'GET',
    path: '/reviews',
    expect: {
      published: { rest: 200 },
      unpublished: { owner: 200, buyer: 200, rest: 404 },
      missing: { rest: 404 },
    },
  },
  {
    name: 'write a review',
    method: 'POST',
    path: '/reviews',
    body: review,
    expect: {
      published: { buyer: 201, guest: 401, rest: 403 },
      unpublished: { owner: 403, buyer: 201, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    // Admins mark any template they see; the owner here is on Chronicler, so marking is 403.
    name: 'mark exclusive',
    method: 'PUT',
    path: '/exclusive',
    body: { exclusive: true },
    expect: {
      published: { owner: 403, admin: 200, guest: 401, rest: 404 },
      unpublished: { owner: 403, guest: 401, rest: 404 },
      missing: { guest: 401, rest: 404 },
    },
  },
  {
    name: 'export',
    method: 'GET',
    path: '/export',
    expect: {
      published: { owner: 200, buyer: 200, rest: 403 },
      unpublished: { owner: 200, buyer: 200, rest: 404 },
      missing: { rest: 404 },
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const actor of ['owner', 'buyer', 'other', 'admin'] as const) {
    const who = await createSignedInUser(t, actor);
    cookies[actor] = who.cookie;
    ids[actor] = who.user.id;
  }
  await db().execute(
    sql`update users set subscription_tier = 'Chronicler' where user_id in (${ids.owner}, ${ids.buyer}, ${ids.other})`,
  );
  await db().execute(sql`update users set is_admin = true where user_id = ${ids.admin}`);
});
afterAll(async () => t?.close());

describe('template routes with an id', () => {
  for (const route of ID_ROUTES) {
    it(`${route.method} ${route.path || '/'} (${route.name})`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const target of ['published', 'unpublished', 'missing'] as const) {
        for (const actor of ACTORS) {
          // Reads share one fixture per target; every write gets its own.
          const id =
            route.method === 'GET' ? (shared[target] ??= await fixture(target)) : await fixture(target);
          const res = await send(
            route.method,
            `/api/v1/marketplace/templates/${id}${route.path}`,
            actor,
            route.body,
          );
          const expected = route.expect[target][actor] ?? route.expect[target].rest;
          got.push(`${target} ${actor} ${res.statusCode}`);
          want.push(`${target} ${actor} ${expected}`);
        }
      }
      expect(got).toEqual(want);
    });
  }
});

describe('template routes without an id', () => {
  it('lists, creates, drafts, imports, private templates and My Templates: signed in or 401; a draft of someone else’s story is 404', async () => {
    const story = await buildStory(db(), ids.owner!, { title: 'Own story' });
    const created = {
      name: 'Matrix',
      type: 'Story Structure',
      category: 'Fantasy',
      price: 0,
      content: storyStructureContent('C'),
    };
    const file = {
      format: 'inkforge-template',
      version: 1,
      type: 'Story Structure',
      name: 'F',
      content: storyStructureContent('F'),
    };
    const cases: Array<[string, string, object | undefined, Expect]> = [
      ['GET', '/api/v1/marketplace/templates', undefined, { rest: 200 }],
      ['GET', '/api/v1/marketplace/stories', undefined, { rest: 200 }],
      ['POST', '/api/v1/marketplace/templates', created, { guest: 401, rest: 201 }],
      [
        'GET',
        `/api/v1/marketplace/drafts/story/${story.id}`,
        undefined,
        { owner: 200, guest: 401, rest: 404 },
      ],
      ['GET', `/api/v1/marketplace/drafts/story/${randomUUID()}`, undefined, { guest: 401, rest: 404 }],
      ['POST', '/api/v1/marketplace/templates/import', file, { guest: 401, rest: 200 }],
      // A private template of one's own story: the owner's Chronicler plan has none (403).
      [
        'POST',
        '/api/v1/me/custom-templates',
        { kind: 'story', id: story.id },
        { owner: 403, guest: 401, rest: 404 },
      ],
      ['GET', '/api/v1/me/templates', undefined, { guest: 401, rest: 200 }],
      ['GET', '/api/v1/me/template-sales', undefined, { guest: 401, rest: 200 }],
    ];
    const got: string[] = [];
    const want: string[] = [];
    for (const [method, url, body, expected] of cases) {
      for (const actor of ACTORS) {
        const res = await send(method, url, actor, body);
        got.push(`${method} ${url} ${actor} ${res.statusCode}`);
        want.push(`${method} ${url} ${actor} ${expected[actor] ?? expected.rest}`);
      }
    }
    expect(got).toEqual(want);
  });

  it('an unpublished template is in no one’s browse list, and in My Templates only for its owner and buyers', async () => {
    const id = await fixture('unpublished');
    for (const actor of ACTORS) {
      const list = await send('GET', '/api/v1/marketplace/templates?sort=newest', actor);
      expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
      if (actor === 'guest') continue;
      const mine = (await send('GET', '/api/v1/me/templates', actor)).json();
      const held = mine.items.some((i: { template: { id: string } }) => i.template.id === id);
      expect([actor, held]).toEqual([actor, actor === 'owner' || actor === 'buyer']);
    }
    const leaked = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from templates where template_id = ${id}`,
    );
    expect(leaked[0]!.n).toBe(1);
  });
});
