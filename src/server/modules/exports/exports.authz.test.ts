import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyExports } from '../../db/schema/exports';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { byRole, describeMatrix, MATRIX_ACTORS, personOf, type MatrixContext } from '../stories/authz-matrix';
import {
  addCollaborator,
  buildChapter,
  ROLE_ACTORS,
  ROLE_OF,
  signInCast,
  signInRoleCast,
  type Cast,
  type RoleCast,
} from '../stories/story.test-support';
import { waitForExport } from './exports.test-support';

/**
 * Who may export a story as a book: its writers (owner and every collaborator role, drafts
 * included); another user and an admin get 404 on a private story and 403 on a public one (a
 * reader downloads published chapters elsewhere), a guest 401. The same for reading a job's
 * progress and downloading its file: nobody gets a book of a story they may not read whole.
 */
let t: TestApp;
let cast: Cast;
let roles: RoleCast;
const ctx = (): MatrixContext => ({ t, cast, roles });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [cast, roles] = await Promise.all([signInCast(t), signInRoleCast(t)]);
}, 60_000);
afterAll(() => t.close());

const writers = byRole({ owner: 202, coAuthor: 202, editor: 202, collaborator: 202, betaReader: 202 });

describe('book export routes', () => {
  describeMatrix('POST /api/v1/stories/:id/exports', ctx, writers, (story) => ({
    method: 'POST',
    url: `/api/v1/stories/${story.id}/exports`,
    body: { format: 'text' },
  }));

  describe('GET /api/v1/stories/:id/exports/:exportId and its file', () => {
    const stories: Record<'private' | 'public', { id: string; exportId: string }> = {} as never;
    beforeAll(async () => {
      for (const target of ['private', 'public'] as const) {
        const published =
          target === 'public'
            ? { privacyLevel: 'Public', publicationStatus: 'Published', publishedAt: new Date() }
            : {};
        const story = await buildStory(t.database.db, cast.owner.user.id, published);
        await addCollaborator(t, story.id, cast.collaborator.user.id);
        for (const actor of ROLE_ACTORS)
          await addCollaborator(t, story.id, roles[actor].user.id, ROLE_OF[actor]);
        await buildChapter(t, story.id, 1, 'published');
        await buildChapter(t, story.id, 2, 'draft');
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/stories/${story.id}/exports`,
          headers: { origin: 'http://localhost:3000', cookie: cast.owner.cookie },
          payload: { format: 'markdown' },
        });
        expect(res.statusCode).toBe(202);
        await waitForExport(t, cast.owner.cookie, story.id, res.json().id);
        stories[target] = { id: story.id, exportId: res.json().id };
      }
    }, 60_000);

    for (const actor of MATRIX_ACTORS)
      for (const target of ['private', 'public'] as const) {
        const member = !['other', 'admin', 'guest'].includes(actor);
        const expected = actor === 'guest' ? 401 : member ? 200 : target === 'private' ? 404 : 403;
        it(`${actor} × ${target} → ${expected}`, async () => {
          const { id, exportId } = stories[target];
          const headers = actor === 'guest' ? {} : { cookie: personOf(ctx(), actor).cookie };
          for (const suffix of ['', '/file']) {
            const res = await t.app.inject({
              method: 'GET',
              url: `/api/v1/stories/${id}/exports/${exportId}${suffix}`,
              headers,
            });
            expect([suffix, res.statusCode]).toEqual([suffix, expected]);
            if (expected === 200 && suffix === '/file') expect(res.body).toContain('Chapter 2');
          }
        });
      }

    it('answers 404 for a job of another story, even to its writers', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/stories/${stories.public.id}/exports/${stories.private.exportId}`,
        headers: { cookie: cast.owner.cookie },
      });
      expect(res.statusCode).toBe(404);
      expect((await t.database.db.select().from(storyExports)).length).toBeGreaterThan(0);
    });
  });
});
