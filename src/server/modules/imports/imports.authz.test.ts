import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changedTables, dbFingerprint } from '../../test/db-fingerprint';
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

// A multipart form is what a foreign page can post without asking (a "simple" request), so each
// import route is tried with a real manuscript and plan from another site: 403 CROSS_ORIGIN,
// whether the browser sent Origin or only Referer, and nothing written.
describe('manuscript import routes refuse other sites (CSRF)', () => {
  const routes = [
    'POST /api/v1/imports/preview',
    'POST /api/v1/imports/stories',
    'POST /api/v1/stories/:id/imports',
  ];
  for (const route of routes) {
    for (const sent of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/page' }]) {
      it(`${route} with ${Object.keys(sent)[0]} from another site → 403`, async () => {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/v1/stories',
          headers: { origin: 'http://localhost:3000', cookie: cast.owner.cookie },
          payload: { title: 'Target', genre: 'Fantasy' },
        });
        const url = route.slice('POST '.length).replace(':id', created.json().id);
        const before = await dbFingerprint(t.database.db);
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...sent, cookie: cast.owner.cookie },
        });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().error.code).toBe('CROSS_ORIGIN');
        expect(changedTables(before, await dbFingerprint(t.database.db))).toEqual([]);
      });
    }
  }
});
