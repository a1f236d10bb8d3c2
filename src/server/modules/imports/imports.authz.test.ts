import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { byRole, describeMatrix, type MatrixContext } from '../stories/authz-matrix';
import { signInCast, signInRoleCast, type Cast, type RoleCast } from '../stories/story.test-support';
import { buildDocx, multipart } from './manuscript-fixtures.test-support';

/**
 * Importing chapters into a story, role by role: only those who add chapters (the owner and a
 * Co-Author) may; a member without that right gets 403, anyone who cannot see the story 404, a
 * guest 401; a refusal writes nothing (the matrix compares the story before and after).
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

const body = multipart('book.docx', buildDocx([{ title: 'Chapter 1', paragraphs: ['Words.'] }]), {
  chapters: [{ title: 'Imported', sections: [0] }],
});

describe('manuscript import routes', () => {
  describeMatrix(
    'POST /api/v1/stories/:id/imports',
    ctx,
    byRole({ owner: 201, coAuthor: 201, editor: 403, collaborator: 403, betaReader: 403 }),
    (story) => ({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/imports`,
      body: body.payload,
      headers: body.headers,
    }),
  );
});
