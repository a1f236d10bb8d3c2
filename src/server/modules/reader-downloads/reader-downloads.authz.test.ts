import { afterAll, beforeAll } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeMatrix, type Matrix, type MatrixContext } from '../stories/authz-matrix';
import { signInCast, signInRoleCast, type Cast, type RoleCast } from '../stories/story.test-support';

/**
 * The reader's EPUB download in the story authorisation matrix, every actor on Story Connoisseur
 * (the plan is not what is tested here: reader-downloads.test.ts refuses the others). Only a
 * published story is downloadable, for members and outsiders alike; a private, foreign or missing
 * story is 404 for everyone, the owner and an admin included; a guest 401. The cell's story has
 * only a draft chapter, so the published one answers 400 'nothing to download': past every access
 * check, and proof that a draft never goes into a reader's book.
 */
let t: TestApp;
let cast: Cast;
let roles: RoleCast;
const ctx = (): MatrixContext => ({ t, cast, roles });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [cast, roles] = await Promise.all([signInCast(t), signInRoleCast(t)]);
  const ids = [...Object.values(cast), ...Object.values(roles)].map((p) => p.user.id);
  await t.database.db
    .update(users)
    .set({ subscriptionTier: 'Story Connoisseur' })
    .where(inArray(users.id, ids));
}, 60_000);
afterAll(() => t.close());

const reader = { private: 404, public: 400, foreign: 404, missing: 404 };
const matrix: Matrix = {
  owner: reader,
  coAuthor: reader,
  editor: reader,
  collaborator: reader,
  betaReader: reader,
  other: reader,
  admin: reader,
  guest: { private: 401, public: 401, foreign: 401, missing: 401 },
};

describeMatrix('GET /api/v1/library/stories/:id/epub', ctx, matrix, (story) => ({
  method: 'GET',
  url: `/api/v1/library/stories/${story.id}/epub`,
}));
