import { afterAll, beforeAll, describe } from 'vitest';
import * as Y from 'yjs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { byRole, describeMatrix, type MatrixContext } from '../stories/authz-matrix';
import { signInCast, signInRoleCast, type Cast, type RoleCast } from '../stories/story.test-support';

/**
 * Authorisation matrix of every mutating chapter route, role by role (targets: see
 * stories/authz-matrix.ts; the rights: stories.policy.ts). Every role but Beta Reader writes
 * the text and titles; only the owner and a Co-Author add, reorder, delete and publish chapters.
 * A refused member gets 403, another user and an admin (no extra powers) 404 on a private story
 * and 403 on a public one, a guest 401 'User not authenticated'; a refusal changes nothing.
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

const doc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'New words here' }] }],
};

/** Add, reorder, delete, publish: the owner and a Co-Author. */
const chapterManagers = (ok: number) =>
  byRole({ owner: ok, coAuthor: ok, editor: 403, collaborator: 403, betaReader: 403 });
/** The text and title: every role but Beta Reader. */
const textWriters = (ok: number, outsiderOnPublic = 403) =>
  byRole({ owner: ok, coAuthor: ok, editor: ok, collaborator: ok, betaReader: 403 }, outsiderOnPublic);

describe('chapter routes', () => {
  describeMatrix('POST /api/v1/stories/:id/chapters', ctx, chapterManagers(201), (story) => ({
    method: 'POST',
    url: `/api/v1/stories/${story.id}/chapters`,
    body: { title: 'Another chapter' },
  }));

  describeMatrix(
    'PATCH /api/v1/stories/:id/chapters/:chapterId (text and title)',
    ctx,
    textWriters(200),
    (story) => ({
      method: 'PATCH',
      url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}`,
      body: { title: 'Renamed', content: doc },
    }),
  );

  // Publishing with new text in the same save: a role that may not publish changes nothing at all.
  describeMatrix(
    'PATCH /api/v1/stories/:id/chapters/:chapterId (publishing)',
    ctx,
    chapterManagers(200),
    (story) => ({
      method: 'PATCH',
      url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}`,
      body: { title: 'Renamed', content: doc, status: 'published' },
    }),
  );

  // Saving the status the chapter already has is no status change: every writer may.
  describeMatrix(
    'PATCH /api/v1/stories/:id/chapters/:chapterId (status unchanged)',
    ctx,
    textWriters(200),
    (story) => ({
      method: 'PATCH',
      url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}`,
      body: { content: doc, status: 'draft' },
    }),
  );

  // Scheduling is publishing later: the owner and a Co-Author.
  describeMatrix(
    'PUT /api/v1/stories/:id/chapters/:chapterId/schedule',
    ctx,
    chapterManagers(200),
    (story) => ({
      method: 'PUT',
      url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}/schedule`,
      body: { publishAt: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  );

  describeMatrix('DELETE /api/v1/stories/:id/chapters/:chapterId', ctx, chapterManagers(204), (story) => ({
    method: 'DELETE',
    url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}`,
  }));

  // The live room's offline copy (an empty Yjs update here): like the version history, 404 to
  // anyone outside the story, public or not.
  describeMatrix(
    'POST /api/v1/stories/:id/chapters/:chapterId/live-copy',
    ctx,
    textWriters(200, 404),
    (story) => ({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}/live-copy`,
      body: { update: Buffer.from(Y.encodeStateAsUpdate(new Y.Doc())).toString('base64') },
      notFound: 'Chapter not found',
    }),
  );

  describeMatrix('PUT /api/v1/stories/:id/chapters/order', ctx, chapterManagers(200), (story) => ({
    method: 'PUT',
    url: `/api/v1/stories/${story.id}/chapters/order`,
    body: { chapterIds: [story.chapterId] },
  }));
});
