import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeMatrix, type MatrixContext } from '../stories/authz-matrix';
import { MISSING_ID, signInCast, type Cast } from '../stories/story-test-helpers';

/**
 * Authorisation matrix of every mutating collaborator route (targets: see
 * stories/authz-matrix.ts). Only the owner adds or removes people; a collaborator may remove
 * only themself (leave); another user and an admin (no extra powers) get 404 on a private story
 * and 403 on a public one; a guest gets 401 'User not authenticated'.
 */
let t: TestApp;
let cast: Cast;
const ctx = (): MatrixContext => ({ t, cast });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  cast = await signInCast(t);
});
afterAll(() => t.close());

describe('collaborator routes', () => {
  describeMatrix(
    'POST /api/v1/stories/:id/collaborators (inviting another user)',
    ctx,
    {
      //            private  public  foreign  missing
      owner:        { private: 201, public: 201, foreign: 404, missing: 404 },
      collaborator: { private: 403, public: 403, foreign: 404, missing: 404 },
      other:        { private: 404, public: 403, foreign: 404, missing: 404 },
      admin:        { private: 404, public: 403, foreign: 404, missing: 404 },
      guest:        { private: 401, public: 401, foreign: 401, missing: 401 },
    },
    (story, _actor, { cast }) => ({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/collaborators`,
      body: { userId: cast.other.user.id, role: 'Editor' },
    }),
  );

  describeMatrix(
    'DELETE /api/v1/stories/:id/collaborators/:userId (removing someone else)',
    ctx,
    {
      //            private  public  foreign  missing
      owner:        { private: 204, public: 204, foreign: 404, missing: 404 },
      collaborator: { private: 403, public: 403, foreign: 404, missing: 404 },
      other:        { private: 404, public: 403, foreign: 404, missing: 404 },
      admin:        { private: 404, public: 403, foreign: 404, missing: 404 },
      guest:        { private: 401, public: 401, foreign: 401, missing: 401 },
    },
    (story) => ({ method: 'DELETE', url: `/api/v1/stories/${story.id}/collaborators/${story.extraCollaboratorId}` }),
  );

  describeMatrix(
    'DELETE /api/v1/stories/:id/collaborators/:userId (removing yourself: leaving)',
    ctx,
    {
      // The owner is no collaborator of their own story: nothing to leave (404).
      //            private  public  foreign  missing
      owner:        { private: 404, public: 404, foreign: 404, missing: 404 },
      collaborator: { private: 204, public: 204, foreign: 404, missing: 404 },
      other:        { private: 404, public: 403, foreign: 404, missing: 404 },
      admin:        { private: 404, public: 403, foreign: 404, missing: 404 },
      guest:        { private: 401, public: 401, foreign: 401, missing: 401 },
    },
    (story, actor, { cast }) => ({
      method: 'DELETE',
      url: `/api/v1/stories/${story.id}/collaborators/${actor === 'guest' ? MISSING_ID : cast[actor].user.id}`,
    }),
  );
});
