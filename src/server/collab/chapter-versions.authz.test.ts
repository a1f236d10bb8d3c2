import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { byRole, describeMatrix, type MatrixContext } from '../modules/stories/authz-matrix';
import { signInCast, signInRoleCast, type Cast, type RoleCast } from '../modules/stories/story.test-support';

/**
 * Authorisation matrix of a chapter's version history, role by role (targets: see
 * stories/authz-matrix.ts; the rights: stories.policy.ts). Every role that writes the text lists,
 * views and saves versions; a restore needs the owner, a Co-Author or an Editor. A Beta Reader
 * gets 403; anyone outside the story 404 'Chapter not found', public story or not.
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

const writers = (ok: number) =>
  byRole({ owner: ok, coAuthor: ok, editor: ok, collaborator: ok, betaReader: 403 }, 404);
const base = (story: { id: string; chapterId: string }) =>
  `/api/v1/stories/${story.id}/chapters/${story.chapterId}/versions`;

describe('chapter version routes', () => {
  describeMatrix('GET .../versions', ctx, writers(200), (story) => ({
    method: 'GET',
    url: base(story),
    notFound: 'Chapter not found',
  }));

  describeMatrix('GET .../versions/:versionId', ctx, writers(200), (story) => ({
    method: 'GET',
    url: `${base(story)}/${story.versionId}`,
    notFound: 'Chapter not found',
  }));

  describeMatrix('POST .../versions (save a version)', ctx, writers(201), (story) => ({
    method: 'POST',
    url: base(story),
    notFound: 'Chapter not found',
  }));

  describeMatrix(
    'POST .../versions/:versionId/restore',
    ctx,
    byRole({ owner: 200, coAuthor: 200, editor: 200, collaborator: 403, betaReader: 403 }, 404),
    (story) => ({
      method: 'POST',
      url: `${base(story)}/${story.versionId}/restore`,
      notFound: 'Chapter not found',
    }),
  );
});
