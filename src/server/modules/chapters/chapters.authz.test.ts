import { afterAll, beforeAll, describe } from 'vitest';
import * as Y from 'yjs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeMatrix, type Matrix, type MatrixContext } from '../stories/authz-matrix';
import { signInCast, type Cast } from '../stories/story-test-helpers';

/**
 * Authorisation matrix of every mutating chapter route (targets: see stories/authz-matrix.ts).
 * The owner and collaborators write chapters; another user and an admin (no extra powers) get
 * 404 on a private story and 403 on a public one; a guest gets 401 'User not authenticated'.
 */
let t: TestApp;
let cast: Cast;
const ctx = (): MatrixContext => ({ t, cast });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  cast = await signInCast(t);
});
afterAll(() => t.close());

const writers = (ok: number): Matrix => ({
  //            private  public  foreign  missing
  owner: { private: ok, public: ok, foreign: 404, missing: 404 },
  collaborator: { private: ok, public: ok, foreign: 404, missing: 404 },
  other: { private: 404, public: 403, foreign: 404, missing: 404 },
  admin: { private: 404, public: 403, foreign: 404, missing: 404 },
  guest: { private: 401, public: 401, foreign: 401, missing: 401 },
});

const doc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'New words here' }] }],
};

describe('chapter routes', () => {
  describeMatrix('POST /api/v1/stories/:id/chapters', ctx, writers(201), (story) => ({
    method: 'POST',
    url: `/api/v1/stories/${story.id}/chapters`,
    body: { title: 'Another chapter' },
  }));

  describeMatrix('PATCH /api/v1/stories/:id/chapters/:chapterId', ctx, writers(200), (story) => ({
    method: 'PATCH',
    url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}`,
    body: { title: 'Renamed', content: doc, status: 'published' },
  }));

  describeMatrix('DELETE /api/v1/stories/:id/chapters/:chapterId', ctx, writers(204), (story) => ({
    method: 'DELETE',
    url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}`,
  }));

  // The live room's offline copy (an empty Yjs update here): like the version history, 404 to
  // anyone who does not write the story, public or not.
  describeMatrix(
    'POST /api/v1/stories/:id/chapters/:chapterId/live-copy',
    ctx,
    {
      ...writers(200),
      other: { private: 404, public: 404, foreign: 404, missing: 404 },
      admin: { private: 404, public: 404, foreign: 404, missing: 404 },
    },
    (story) => ({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/chapters/${story.chapterId}/live-copy`,
      body: { update: Buffer.from(Y.encodeStateAsUpdate(new Y.Doc())).toString('base64') },
      notFound: 'Chapter not found',
    }),
  );

  describeMatrix('PUT /api/v1/stories/:id/chapters/order', ctx, writers(200), (story) => ({
    method: 'PUT',
    url: `/api/v1/stories/${story.id}/chapters/order`,
    body: { chapterIds: [story.chapterId] },
  }));
});
