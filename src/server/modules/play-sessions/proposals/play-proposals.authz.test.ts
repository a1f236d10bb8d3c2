import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSignedInUser, ORIGIN } from '../../../auth/auth.test-support';
import { buildCharacter, buildStory } from '../../../db/factories.test-support';
import { queryRows } from '../../../db/query-rows';
import { storyCollaborators } from '../../../db/schema/collaboration';
import { playProposals } from '../../../db/schema/play-proposals';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Person } from '../play.test-support';

/**
 * The authorisation matrix of the proposal routes (play-proposals.policy.ts). Cast as in
 * play-sessions.authz.test.ts: the story's owner (not at the table), the game master (a
 * collaborator who started it), a player, a collaborator not at the table, a stranger, an admin
 * and a guest. Each cell: a fresh table with one pending proposal whose evidence is a secret line,
 * and a character of the owner it matches. A refused call changes nothing and shows no evidence.
 */
type Actor = 'owner' | 'gm' | 'player' | 'collaborator' | 'other' | 'admin' | 'guest';
type Cell = { sessionId: string; proposalId: string };
type Row = [Actor, number, number];
const MISSING = '00000000-0000-4000-8000-000000000000';
const SECRET = 'Bellhaven burns at midnight';

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
  // Every cell gives the owner a character: a plan without a character limit.
  await t.database.db.execute(
    sql`update users set subscription_tier = 'Worldsmith' where user_id in (${owner!.user.id}, ${gm!.user.id})`,
  );
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
    { storyId: story.id, userId: cast.gm.user.id, role: 'Co-Author' },
    { storyId: story.id, userId: cast.collaborator.user.id },
  ]);
  const created = await call('gm', 'POST', `/api/v1/stories/${story.id}/play-sessions`, { title: 'Cell' });
  const sessionId = created.json().id as string;
  await call('gm', 'POST', `/api/v1/play-sessions/${sessionId}/players`, {
    username: cast.player.user.username,
  });
  await call('gm', 'PATCH', `/api/v1/play-sessions/${sessionId}`, { status: 'Live' });
  const entry = await call('gm', 'POST', `/api/v1/play-sessions/${sessionId}/entries`, {
    kind: 'Narration',
    text: SECRET,
  });
  await buildCharacter(db, cast.owner.user.id, { name: 'Bellhaven Tor' });
  const [proposal] = await db
    .insert(playProposals)
    .values({
      sessionId,
      nameKey: 'bellhaven',
      name: 'Bellhaven',
      kind: 'Person',
      mentions: 1,
      evidence: [{ entryId: entry.json().id, seq: 1, text: SECRET }],
    })
    .returning();
  return { sessionId, proposalId: proposal!.id };
}

const snapshot = async (sessionId: string) =>
  queryRows(
    t.database.db,
    sql`select (select json_agg(p) from play_proposals p where p.play_session_id = ${sessionId}) as proposals,
      (select json_agg(r) from play_proposal_runs r where r.play_session_id = ${sessionId}) as runs,
      (select count(*) from characters) as characters`,
  );

const seeing: Row[] = [
  ['owner', 200, 404],
  ['gm', 200, 404],
  ['player', 200, 404],
  ['collaborator', 404, 404],
  ['other', 404, 404],
  ['admin', 404, 404],
  ['guest', 401, 401],
];
const managing: Row[] = seeing.map(([a, ok, missing]) => [a, a === 'player' ? 403 : ok, missing]);
const p = (c: Cell) => `/api/v1/play-sessions/${c.sessionId}/proposals`;

type Route = {
  name: string;
  method: string;
  url: (c: Cell) => string;
  body?: unknown;
  rows: Row[];
  /** Whether a success still lists the proposal (a dismissed one is hidden). */
  hides?: true;
};
const ROUTES: Route[] = [
  { name: 'GET proposals', method: 'GET', url: p, rows: seeing },
  { name: 'POST proposals/find', method: 'POST', url: (c) => `${p(c)}/find`, rows: managing },
  {
    name: 'POST proposals/:proposalId/accept',
    method: 'POST',
    url: (c) => `${p(c)}/${c.proposalId}/accept`,
    body: { kind: 'Person' },
    rows: managing,
  },
  {
    name: 'POST proposals/:proposalId/link',
    method: 'POST',
    url: (c) => `${p(c)}/${c.proposalId}/link`,
    rows: managing,
  },
  {
    name: 'POST proposals/:proposalId/dismiss',
    method: 'POST',
    url: (c) => `${p(c)}/${c.proposalId}/dismiss`,
    rows: managing,
    hides: true,
  },
];

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const [actor, real, missing] of route.rows) {
      it(`${actor} → ${real} (missing ${missing})`, async () => {
        const cell = await buildCell();
        const before = await snapshot(cell.sessionId);
        const res = await call(actor, route.method, route.url(cell), route.body);
        expect(res.statusCode, res.body).toBe(real);
        if (real >= 400) {
          expect(await snapshot(cell.sessionId)).toEqual(before);
          expect(res.body).not.toContain(SECRET);
        } else expect(res.body.includes(SECRET)).toBe(!route.hides);
        const gone = { sessionId: MISSING, proposalId: cell.proposalId };
        expect((await call(actor, route.method, route.url(gone), route.body)).statusCode).toBe(missing);
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

describe('proposals never leak outside the session', () => {
  it('a removed player stops seeing them at once, and no route answers them to an outsider', async () => {
    const cell = await buildCell();
    expect((await call('player', 'GET', p(cell))).body).toContain(SECRET);
    await call('gm', 'DELETE', `/api/v1/play-sessions/${cell.sessionId}/players/${cast.player.user.id}`);
    for (const actor of ['player', 'collaborator', 'other', 'admin'] as const) {
      for (const [method, url] of [
        ['GET', p(cell)],
        ['POST', `${p(cell)}/find`],
        ['POST', `${p(cell)}/${cell.proposalId}/link`],
        ['POST', `${p(cell)}/${cell.proposalId}/dismiss`],
      ] as const) {
        const res = await call(actor, method, url);
        expect(res.statusCode, `${actor} ${method} ${url}`).toBe(404);
        expect(res.body).not.toContain(SECRET);
        expect(res.body).not.toContain('Bellhaven');
      }
    }
  });
});
