import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { byRole, describeMatrix, personOf, type MatrixContext } from '../stories/authz-matrix';
import {
  MISSING_ID,
  signInCast,
  signInRoleCast,
  type Cast,
  type RoleCast,
} from '../stories/story.test-support';
import { setTier } from '../worlds/workspace.test-support';

/**
 * Authorisation matrix of every mutating collaborator route (targets: see
 * stories/authz-matrix.ts). Only the owner adds or removes people; a collaborator may remove
 * only themself (leave); another user and an admin (no extra powers) get 404 on a private story
 * and 403 on a public one; a guest gets 401 'User not authenticated'.
 */
let t: TestApp;
let cast: Cast;
let roles: RoleCast;
const ctx = (): MatrixContext => ({ t, cast, roles });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [cast, roles] = await Promise.all([signInCast(t), signInRoleCast(t)]);
  // Inviting is a Worldsmith feature; the plan rule has its own tests (collaborators.plans.test.ts).
  await setTier(t, cast.owner.user.id, 'Worldsmith');
});
afterAll(() => t.close());

const ownerOnly = (ok: number) =>
  byRole({ owner: ok, coAuthor: 403, editor: 403, collaborator: 403, betaReader: 403 });

describe('collaborator routes', () => {
  describeMatrix(
    'POST /api/v1/stories/:id/collaborators (inviting another user)',
    ctx,
    ownerOnly(201),
    (story, _actor, { cast }) => ({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/collaborators`,
      body: { userId: cast.other.user.id, role: 'Editor' },
    }),
  );

  describeMatrix(
    'DELETE /api/v1/stories/:id/collaborators/:userId (removing someone else)',
    ctx,
    ownerOnly(204),
    (story) => ({
      method: 'DELETE',
      url: `/api/v1/stories/${story.id}/collaborators/${story.extraCollaboratorId}`,
    }),
  );

  describeMatrix(
    'DELETE /api/v1/stories/:id/collaborators/:userId (removing yourself: leaving)',
    ctx,
    // Every role may leave; the owner is no collaborator of their own story: nothing to leave (404).
    byRole({ owner: 404, coAuthor: 204, editor: 204, collaborator: 204, betaReader: 204 }),
    (story, actor, context) => ({
      method: 'DELETE',
      url: `/api/v1/stories/${story.id}/collaborators/${actor === 'guest' ? MISSING_ID : personOf(context, actor).user.id}`,
    }),
  );
});
