import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildWorld } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { byRole, describeMatrix, type MatrixContext } from './authz-matrix';
import {
  ACTORS,
  call,
  MISSING_ID,
  signInCast,
  signInRoleCast,
  type Actor,
  type Cast,
  type RoleCast,
} from './story.test-support';

/**
 * Authorisation matrix of every mutating story route (see authz-matrix.ts for the targets).
 * Owner: everything. Every collaborator role: 403 on the story's settings, publishing and
 * deleting it; every role but Beta Reader joins sessions. Another user and an admin (no extra
 * powers): 404 on private stories, 403 on public ones. Guest: 401 'User not authenticated'.
 */
let t: TestApp;
let cast: Cast;
let roles: RoleCast;
const ctx = (): MatrixContext => ({ t, cast, roles });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [cast, roles] = await Promise.all([signInCast(t), signInRoleCast(t)]);
});
afterAll(() => t.close());

const ownerOnly = (ok: number) =>
  byRole({ owner: ok, coAuthor: 403, editor: 403, collaborator: 403, betaReader: 403 });

describe('story routes', () => {
  describeMatrix('PATCH /api/v1/stories/:id', ctx, ownerOnly(200), (story) => ({
    method: 'PATCH',
    url: `/api/v1/stories/${story.id}`,
    body: { title: 'Changed', status: 'Active' },
  }));

  describeMatrix('DELETE /api/v1/stories/:id', ctx, ownerOnly(204), (story) => ({
    method: 'DELETE',
    url: `/api/v1/stories/${story.id}`,
  }));

  describeMatrix('POST /api/v1/stories/:id/publish', ctx, ownerOnly(200), (story) => ({
    method: 'POST',
    url: `/api/v1/stories/${story.id}/publish`,
  }));

  describeMatrix('POST /api/v1/stories/:id/unpublish', ctx, ownerOnly(200), (story) => ({
    method: 'POST',
    url: `/api/v1/stories/${story.id}/unpublish`,
  }));

  describeMatrix(
    'POST /api/v1/stories/:id/sessions/join',
    ctx,
    // A Beta Reader reads the drafts but is no writer of the session.
    byRole({ owner: 200, coAuthor: 200, editor: 200, collaborator: 200, betaReader: 403 }),
    (story) => ({ method: 'POST', url: `/api/v1/stories/${story.id}/sessions/join` }),
  );
});

describe("POST /api/v1/stories: the world must be one of the creator's own", () => {
  type World = 'own' | 'foreign' | 'missing' | 'none';
  //                       own world  foreign world  missing world  no world
  const matrix: Record<Actor, Record<World, number>> = {
    owner: { own: 201, foreign: 400, missing: 400, none: 201 },
    collaborator: { own: 201, foreign: 400, missing: 400, none: 201 },
    other: { own: 201, foreign: 400, missing: 400, none: 201 },
    admin: { own: 201, foreign: 400, missing: 400, none: 201 },
    guest: { own: 401, foreign: 401, missing: 401, none: 401 },
  };
  for (const actor of ACTORS) {
    for (const world of ['own', 'foreign', 'missing', 'none'] as const) {
      it(`${actor} × ${world} world → ${matrix[actor][world]}`, async () => {
        const db = t.database.db;
        const creator = actor === 'guest' ? cast.owner.user.id : cast[actor].user.id;
        const worldId = {
          own: async () => (await buildWorld(db, creator)).id,
          foreign: async () => (await buildWorld(db, (await buildUser(db)).id)).id,
          missing: async () => MISSING_ID,
          none: async () => null,
        }[world];
        const res = await call(t, cast, actor, 'POST', '/api/v1/stories', {
          title: 'New',
          genre: 'Fantasy',
          worldId: await worldId(),
        });
        expect(res.statusCode, res.body).toBe(matrix[actor][world]);
        if (res.statusCode === 201) expect(res.json().createdBy).toBe(creator);
        if (res.statusCode === 400) expect(res.json().error.message).toBe('Choose one of your worlds');
        if (res.statusCode === 401) expect(res.json().error.message).toBe('User not authenticated');
      });
    }
  }
});
