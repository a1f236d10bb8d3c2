import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildWorld } from '../../db/test-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeMatrix, type Matrix, type MatrixContext } from './authz-matrix';
import { ACTORS, call, MISSING_ID, signInCast, type Actor, type Cast } from './story-test-helpers';

/**
 * Authorisation matrix of every mutating story route (see authz-matrix.ts for the targets).
 * Owner: everything. Collaborator: reads, writes chapters, joins sessions; nothing else (403).
 * Another user and an admin (no extra powers): 404 on private stories, 403 on public ones.
 * Guest: 401 'User not authenticated' everywhere.
 */
let t: TestApp;
let cast: Cast;
const ctx = (): MatrixContext => ({ t, cast });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  cast = await signInCast(t);
});
afterAll(() => t.close());

const ownerOnly = (ok: number): Matrix => ({
  //            private  public  foreign  missing
  owner:        { private: ok,  public: ok,  foreign: 404, missing: 404 },
  collaborator: { private: 403, public: 403, foreign: 404, missing: 404 },
  other:        { private: 404, public: 403, foreign: 404, missing: 404 },
  admin:        { private: 404, public: 403, foreign: 404, missing: 404 },
  guest:        { private: 401, public: 401, foreign: 401, missing: 401 },
});

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
    {
      //            private  public  foreign  missing
      owner:        { private: 200, public: 200, foreign: 404, missing: 404 },
      collaborator: { private: 200, public: 200, foreign: 404, missing: 404 },
      other:        { private: 404, public: 403, foreign: 404, missing: 404 },
      admin:        { private: 404, public: 403, foreign: 404, missing: 404 },
      guest:        { private: 401, public: 401, foreign: 401, missing: 401 },
    },
    (story) => ({ method: 'POST', url: `/api/v1/stories/${story.id}/sessions/join` }),
  );
});

describe('POST /api/v1/stories: the world must be one of the creator\'s own', () => {
  type World = 'own' | 'foreign' | 'missing' | 'none';
  //                       own world  foreign world  missing world  no world
  const matrix: Record<Actor, Record<World, number>> = {
    owner:        { own: 201, foreign: 400, missing: 400, none: 201 },
    collaborator: { own: 201, foreign: 400, missing: 400, none: 201 },
    other:        { own: 201, foreign: 400, missing: 400, none: 201 },
    admin:        { own: 201, foreign: 400, missing: 400, none: 201 },
    guest:        { own: 401, foreign: 401, missing: 401, none: 401 },
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
        const res = await call(t, cast, actor, 'POST', '/api/v1/stories', { title: 'New', genre: 'Fantasy', worldId: await worldId() });
        expect(res.statusCode, res.body).toBe(matrix[actor][world]);
        if (res.statusCode === 201) expect(res.json().createdBy).toBe(creator);
        if (res.statusCode === 400) expect(res.json().error.message).toBe('Choose one of your worlds');
        if (res.statusCode === 401) expect(res.json().error.message).toBe('User not authenticated');
      });
    }
  }
});
