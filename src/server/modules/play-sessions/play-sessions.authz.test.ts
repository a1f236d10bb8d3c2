import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { buildStory } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { storyCollaborators } from '../../db/schema/collaboration';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Person } from './play.test-support';

/**
 * The authorisation matrix of the play-session routes. Cast: the story's owner (not at the
 * table), the game master (a collaborator who started it), a player (invited by username, not
 * on the story), a collaborator not at the table, a stranger, an admin (no extra powers) and a
 * guest. Each cell gets a fresh live table with one entry by the player; `missing` names no
 * session. A refused call leaves every play row as it was; a cross-site write is refused first.
 */
type Actor = 'owner' | 'gm' | 'player' | 'collaborator' | 'other' | 'admin' | 'guest';
type Cell = { storyId: string; sessionId: string; entryId: string; playerId: string };
type Row = [Actor, number, number];
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let cast: Record<Exclude<Actor, 'guest'>, Person>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const people = await Promise.all(
    ['owner', 'gm', 'player', 'collab', 'other', 'admin'].map((p) => createSignedInUser(t, p)),
  );
  const [owner, gm, player, collaborator, other, admin] = people as Person[];
  cast = {
    owner: owner!,
    gm: gm!,
    player: player!,
    collaborator: collaborator!,
    other: other!,
    admin: admin!,
  };
  await t.database.db.execute(sql`update users set is_admin = true where user_id = ${admin!.user.id}`);
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

async function buildCell(): Promise<Cell> {
  const db = t.database.db;
  const story = await buildStory(db, cast.owner.user.id);
  await db.insert(storyCollaborators).values([
    // A co-author may add chapters, so the game master can draft one from the table.
    { storyId: story.id, userId: cast.gm.user.id, role: 'Co-Author' },
    { storyId: story.id, userId: cast.collaborator.user.id },
  ]);
  const created = await call('gm', 'POST', `/api/v1/stories/${story.id}/play-sessions`, { title: 'Cell' });
  const sessionId = created.json().id as string;
  await call('gm', 'POST', `/api/v1/play-sessions/${sessionId}/players`, {
    username: cast.player.user.username,
  });
  await call('gm', 'PATCH', `/api/v1/play-sessions/${sessionId}`, { status: 'Live' });
  await call('gm', 'POST', `/api/v1/play-sessions/${sessionId}/entries`, {
    kind: 'Narration',
    text: 'The fog lifts.',
  });
  const entry = await call('player', 'POST', `/api/v1/play-sessions/${sessionId}/entries`, {
    kind: 'OutOfCharacter',
    text: 'hello table',
  });
  return { storyId: story.id, sessionId, entryId: entry.json().id, playerId: cast.player.user.id };
}

const snapshot = async (sessionId: string) =>
  queryRows(
    t.database.db,
    sql`select (select row_to_json(s) from play_sessions s where s.play_session_id = ${sessionId}) as session,
      (select json_agg(p order by p.user_id) from play_session_players p where p.play_session_id = ${sessionId}) as players,
      (select json_agg(e order by e.seq) from play_entries e where e.play_session_id = ${sessionId}) as entries,
      (select json_agg(c) from play_curations c where c.play_session_id = ${sessionId}) as curation,
      (select json_agg(m) from play_curation_marks m where m.play_session_id = ${sessionId}) as marks,
      (select json_agg(d) from play_drafts d where d.play_session_id = ${sessionId}) as drafts,
      (select json_agg(o) from play_credit_offers o where o.play_session_id = ${sessionId}) as offers`,
  );

type Route = { name: string; method: string; url: (c: Cell) => string; body?: unknown; rows: Row[] };
/** [actor, status on a real table, status on a missing one]. */
const seeing = (ok: number): Row[] => [
  ['owner', ok, 404],
  ['gm', ok, 404],
  ['player', ok, 404],
  ['collaborator', 404, 404],
  ['other', 404, 404],
  ['admin', 404, 404],
  ['guest', 401, 401],
];
const gmOnly = (ok: number, player = 403): Row[] => [
  ['owner', 403, 404],
  ['gm', ok, 404],
  ['player', player, 404],
  ['collaborator', 404, 404],
  ['other', 404, 404],
  ['admin', 404, 404],
  ['guest', 401, 401],
];
const atTable = (ok: number): Row[] => gmOnly(ok, ok);
const s = (c: Cell) => `/api/v1/play-sessions/${c.sessionId}`;
const LOG = 'Narrator: The fog lifts.\nMira: "Well met."\nSam: brb\n';

const ROUTES: Route[] = [
  {
    name: 'GET /stories/:id/play-sessions',
    method: 'GET',
    url: (c) => `/api/v1/stories/${c.storyId}/play-sessions`,
    rows: [...seeing(200).slice(0, 3), ['collaborator', 200, 404], ...seeing(200).slice(4)],
  },
  {
    name: 'POST /stories/:id/play-sessions',
    method: 'POST',
    url: (c) => `/api/v1/stories/${c.storyId}/play-sessions`,
    body: { title: 'Another' },
    rows: [
      ['owner', 201, 404],
      ['gm', 201, 404],
      ['player', 404, 404],
      ['collaborator', 201, 404],
      ['other', 404, 404],
      ['admin', 404, 404],
      ['guest', 401, 401],
    ],
  },
  { name: 'GET /play-sessions/:id', method: 'GET', url: s, rows: seeing(200) },
  {
    name: 'PATCH /play-sessions/:id',
    method: 'PATCH',
    url: s,
    body: { title: 'Renamed' },
    rows: gmOnly(200),
  },
  { name: 'GET candidates', method: 'GET', url: (c) => `${s(c)}/candidates`, rows: gmOnly(200) },
  {
    name: 'POST players',
    method: 'POST',
    url: (c) => `${s(c)}/players`,
    body: { username: 'ADMIN' },
    rows: gmOnly(200),
  },
  {
    name: 'DELETE players/:userId',
    method: 'DELETE',
    url: (c) => `${s(c)}/players/${c.playerId}`,
    rows: atTable(204),
  },
  { name: 'GET entries', method: 'GET', url: (c) => `${s(c)}/entries`, rows: seeing(200) },
  {
    name: 'POST entries',
    method: 'POST',
    url: (c) => `${s(c)}/entries`,
    body: { kind: 'OutOfCharacter', text: 'me too' },
    rows: atTable(201),
  },
  {
    name: 'PATCH entries/:entryId',
    method: 'PATCH',
    url: (c) => `${s(c)}/entries/${c.entryId}`,
    body: { text: 'changed' },
    rows: atTable(200),
  },
  {
    name: 'DELETE entries/:entryId',
    method: 'DELETE',
    url: (c) => `${s(c)}/entries/${c.entryId}`,
    rows: atTable(204),
  },
  {
    name: 'POST imports/preview',
    method: 'POST',
    url: (c) => `${s(c)}/imports/preview`,
    body: { fileName: 'log.txt', content: LOG },
    rows: gmOnly(200),
  },
  {
    name: 'POST imports',
    method: 'POST',
    url: (c) => `${s(c)}/imports`,
    body: { fileName: 'log.txt', content: LOG, speakers: [] },
    rows: gmOnly(201),
  },
  { name: 'GET curation', method: 'GET', url: (c) => `${s(c)}/curation`, rows: gmOnly(200) },
  {
    name: 'PUT curation',
    method: 'PUT',
    url: (c) => `${s(c)}/curation`,
    body: { hideOutOfCharacter: false },
    rows: gmOnly(200),
  },
  {
    name: 'PATCH curation/entries/:entryId',
    method: 'PATCH',
    url: (c) => `${s(c)}/curation/entries/${c.entryId}`,
    body: { hidden: true },
    rows: gmOnly(200),
  },
  {
    name: 'POST drafts',
    method: 'POST',
    url: (c) => `${s(c)}/drafts`,
    body: { title: 'From the table', requestKey: '11111111-1111-4111-8111-111111111111' },
    rows: gmOnly(201),
  },
  { name: 'GET credit', method: 'GET', url: (c) => `${s(c)}/credit`, rows: seeing(200) },
  // Nobody in a fresh cell holds an offer: the accept and decline that work are in play-drafts.test.ts.
  {
    name: 'POST credit/accept',
    method: 'POST',
    url: (c) => `${s(c)}/credit/accept`,
    rows: seeing(404).map(([a, real, missing]) => [a, a === 'guest' ? 401 : real, missing]),
  },
  {
    name: 'DELETE credit',
    method: 'DELETE',
    url: (c) => `${s(c)}/credit`,
    rows: seeing(404).map(([a, real, missing]) => [a, a === 'guest' ? 401 : real, missing]),
  },
  { name: 'GET export', method: 'GET', url: (c) => `${s(c)}/export?format=json`, rows: seeing(200) },
];

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const [actor, real, missing] of route.rows) {
      it(`${actor} → ${real} (missing ${missing})`, async () => {
        const cell = await buildCell();
        const body =
          route.body && 'username' in (route.body as object)
            ? { username: cast.admin.user.username }
            : route.body;
        const before = await snapshot(cell.sessionId);
        const res = await call(actor, route.method, route.url(cell), body);
        expect(res.statusCode, res.body).toBe(real);
        if (real >= 400) expect(await snapshot(cell.sessionId)).toEqual(before);
        if (real === 404) expect(res.body).not.toContain('hello table');
        const gone = { ...cell, sessionId: MISSING, storyId: MISSING };
        expect((await call(actor, route.method, route.url(gone), body)).statusCode).toBe(missing);
      });
    }
    if (route.method !== 'GET') {
      it('refuses the game master from another origin (CSRF), changing nothing', async () => {
        const cell = await buildCell();
        const before = await snapshot(cell.sessionId);
        const res = await call('gm', route.method, route.url(cell), route.body, 'https://evil.example');
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('CROSS_ORIGIN');
        expect(await snapshot(cell.sessionId)).toEqual(before);
      });
    }
  });
}
