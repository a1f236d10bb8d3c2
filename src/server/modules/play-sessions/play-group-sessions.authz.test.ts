import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { buildGroup, buildStory } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { groupMembers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Person } from './play.test-support';

/**
 * The authorisation matrix of a group's play sessions. Cast: the organiser (a member who owns
 * the story), another member, a stranger, a site admin (no extra powers) and a guest; `missing`
 * names no group. A refused call schedules nothing; a cross-site write is refused first.
 */
type Actor = 'organiser' | 'member' | 'other' | 'admin' | 'guest';
const MISSING = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let cast: Record<Exclude<Actor, 'guest'>, Person>;
let groupId: string, storyId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const [organiser, member, other, admin] = await Promise.all(
    ['organiser', 'member', 'other', 'admin'].map((p) => createSignedInUser(t, p)),
  );
  cast = { organiser: organiser!, member: member!, other: other!, admin: admin! };
  await t.database.db.execute(sql`update users set is_admin = true where user_id = ${admin!.user.id}`);
  groupId = (await buildGroup(t.database.db, organiser!.user.id, { privacyLevel: 'Public' })).id;
  await t.database.db.insert(groupMembers).values([
    { groupId, userId: organiser!.user.id, role: 'Admin' },
    { groupId, userId: member!.user.id },
  ]);
  storyId = (await buildStory(t.database.db, organiser!.user.id)).id;
});
afterAll(() => t.close());

function call(actor: Actor, method: string, url: string, body?: unknown, origin = ORIGIN) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin, ...(actor === 'guest' ? {} : { cookie: cast[actor].cookie }) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
const scheduled = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from play_sessions`))[0]!.n +
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from events`))[0]!.n;

const body = () => ({
  title: 'Table night',
  storyId,
  startDate: new Date(Date.now() + 3600_000).toISOString(),
});
type Row = [Actor, number, number];
const ROUTES: { name: string; method: string; url: (group: string) => string; rows: Row[] }[] = [
  {
    name: 'GET /groups/:id/play-sessions',
    method: 'GET',
    url: (g) => `/api/v1/groups/${g}/play-sessions`,
    rows: [
      ['organiser', 200, 404],
      ['member', 200, 404],
      ['other', 404, 404],
      ['admin', 404, 404],
      ['guest', 401, 401],
    ],
  },
  {
    name: 'POST /groups/:id/play-sessions',
    method: 'POST',
    url: (g) => `/api/v1/groups/${g}/play-sessions`,
    // The member may schedule, but not on the organiser's story.
    rows: [
      ['organiser', 201, 404],
      ['member', 400, 404],
      ['other', 404, 404],
      ['admin', 404, 404],
      ['guest', 401, 401],
    ],
  },
  {
    name: 'GET /play-sessions/runnable-stories',
    method: 'GET',
    url: () => '/api/v1/play-sessions/runnable-stories',
    rows: [
      ['organiser', 200, 200],
      ['member', 200, 200],
      ['other', 200, 200],
      ['admin', 200, 200],
      ['guest', 401, 401],
    ],
  },
];

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const [actor, real, missing] of route.rows) {
      it(`${actor} → ${real} (missing ${missing})`, async () => {
        const send = route.method === 'GET' ? undefined : body();
        const before = await scheduled();
        const res = await call(actor, route.method, route.url(groupId), send);
        expect(res.statusCode, res.body).toBe(real);
        if (real >= 400) expect(await scheduled()).toBe(before);
        if (actor !== 'organiser' && actor !== 'member') expect(res.body).not.toContain('Table night');
        expect((await call(actor, route.method, route.url(MISSING), send)).statusCode).toBe(missing);
      });
    }
    if (route.method !== 'GET') {
      it('refuses the organiser from another origin (CSRF), scheduling nothing', async () => {
        const before = await scheduled();
        const res = await call('organiser', route.method, route.url(groupId), body(), 'https://evil.example');
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('CROSS_ORIGIN');
        expect(await scheduled()).toBe(before);
      });
    }
  });
}
