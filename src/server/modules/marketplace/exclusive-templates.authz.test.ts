import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { buildTemplate } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

/**
 * The authorisation matrix of the template routes against an exclusive template (issue 27): its
 * creator (Master Weaver), a holder who bought it before it became exclusive (Chronicler), a
 * Master Weaver who never acquired it, a Free creator, an admin (Free tier) and a guest. Every
 * write gets a fresh template, so one case never changes another.
 */
type Actor = 'creator' | 'holder' | 'weaver' | 'free' | 'admin' | 'guest';
const ACTORS: Actor[] = ['creator', 'holder', 'weaver', 'free', 'admin', 'guest'];
type Expect = Partial<Record<Actor, number>> & { rest: number };

let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
const ids: Partial<Record<Actor, string>> = {};
const db = () => t.database.db;

const send = (method: string, url: string, actor: Actor, body?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload: body ?? (method === 'GET' ? undefined : {}),
    headers: { origin: ORIGIN, ...(cookies[actor] ? { cookie: cookies[actor] } : {}) },
  });

/** The creator's paid template, bought by the holder, then marked exclusive. */
async function fixture(): Promise<string> {
  const row = await buildTemplate(db(), ids.creator!, { price: 4.99, content: storyStructureContent('E') });
  await db().execute(
    sql`insert into template_versions (template_id, version, content, changelog) values (${row.id}, 1, ${JSON.stringify(row.content)}::jsonb, 'First')`,
  );
  const bought = await send('POST', `/api/v1/marketplace/templates/${row.id}/purchase`, 'holder');
  if (bought.statusCode !== 200) throw new Error(`fixture purchase failed: ${bought.body}`);
  await db().execute(sql`update templates set exclusive = true where template_id = ${row.id}`);
  return row.id;
}

const ROUTES: Array<{ method: string; path: string; body?: object; expect: Expect }> = [
  { method: 'GET', path: '', expect: { rest: 200 } },
  { method: 'GET', path: '/versions/1', expect: { creator: 200, holder: 200, weaver: 200, rest: 404 } },
  { method: 'POST', path: '/download', expect: { creator: 409, guest: 401, rest: 400 } },
  {
    method: 'POST',
    path: '/purchase',
    expect: { creator: 409, holder: 409, guest: 401, rest: 403 },
  },
  { method: 'POST', path: '/use', expect: { creator: 201, holder: 201, weaver: 201, guest: 401, rest: 403 } },
  { method: 'GET', path: '/export', expect: { creator: 200, holder: 200, rest: 403 } },
  {
    method: 'POST',
    path: '/reviews',
    body: { overallRating: 5, reviewText: 'Great' },
    expect: { holder: 201, guest: 401, rest: 403 },
  },
  {
    method: 'PUT',
    path: '/exclusive',
    body: { exclusive: false },
    expect: { creator: 200, admin: 200, guest: 401, rest: 404 },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const actor of ['creator', 'holder', 'weaver', 'free', 'admin'] as const) {
    const who = await createSignedInUser(t, actor);
    cookies[actor] = who.cookie;
    ids[actor] = who.user.id;
  }
  const tier = (actor: Actor, name: string) =>
    db().execute(sql`update users set subscription_tier = ${name} where user_id = ${ids[actor]!}`);
  await tier('creator', 'Master Weaver');
  await tier('weaver', 'Master Weaver');
  await tier('holder', 'Chronicler');
  await db().execute(sql`update users set is_admin = true where user_id = ${ids.admin!}`);
});
afterAll(async () => t?.close());

describe('template routes on an exclusive template', () => {
  let shared: string | undefined;
  for (const route of ROUTES) {
    it(`${route.method} ${route.path || '/'}`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const actor of ACTORS) {
        const id = route.method === 'GET' ? (shared ??= await fixture()) : await fixture();
        const res = await send(
          route.method,
          `/api/v1/marketplace/templates/${id}${route.path}`,
          actor,
          route.body,
        );
        got.push(`${actor} ${res.statusCode}`);
        want.push(`${actor} ${route.expect[actor] ?? route.expect.rest}`);
      }
      expect(got).toEqual(want);
    });
  }
});
