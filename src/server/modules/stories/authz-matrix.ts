import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildUser } from '../../db/test-factories';
import type { TestApp } from '../../test/test-app';
import {
  ACTORS,
  addCollaborator,
  buildChapter,
  call,
  MISSING_ID,
  type Actor,
  type Cast,
} from './story-test-helpers';

/**
 * Table-driven authorisation tests for the creator workspace. A matrix gives, for every actor
 * (owner, collaborator, another user, an admin, a guest) and every target, the status expected.
 * Targets are made fresh for each cell, so a DELETE in one cell changes no other:
 *
 * - `private`: the owner's private story; `collaborator` is on it.
 * - `public`:  the owner's published story; `collaborator` is on it.
 * - `foreign`: a private story of a stranger nobody in the cast works with.
 * - `missing`: an id that names no story.
 *
 * Every refused call (4xx) must leave the story, its chapters, collaborators and sessions exactly
 * as they were; 401s must say 'User not authenticated', 404s must not tell missing from private.
 */
export type Target = 'private' | 'public' | 'foreign' | 'missing';
export const TARGETS: readonly Target[] = ['private', 'public', 'foreign', 'missing'];
export type Matrix = Record<Actor, Record<Target, number>>;

/** A target story made for one cell, with one chapter and one extra collaborator of its own. */
export type CellStory = { id: string; chapterId: string; extraCollaboratorId: string };
export type MatrixRequest = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** The 404's message on a story route (default 'Story not found'; chapter history says 'Chapter not found'). */
  notFound?: string;
};

export type MatrixContext = { t: TestApp; cast: Cast };

async function buildCellStory(ctx: MatrixContext, target: Target): Promise<CellStory> {
  const { t, cast } = ctx;
  if (target === 'missing') return { id: MISSING_ID, chapterId: MISSING_ID, extraCollaboratorId: MISSING_ID };
  const db = t.database.db;
  const owner = target === 'foreign' ? (await buildUser(db)).id : cast.owner.user.id;
  const published =
    target === 'public'
      ? { privacyLevel: 'Public', publicationStatus: 'Published', publishedAt: new Date() }
      : {};
  const story = await buildStory(db, owner, published);
  if (target !== 'foreign') await addCollaborator(t, story.id, cast.collaborator.user.id);
  const extra = await buildUser(db);
  await addCollaborator(t, story.id, extra.id);
  const chapter = await buildChapter(t, story.id, 1);
  return { id: story.id, chapterId: chapter.id, extraCollaboratorId: extra.id };
}

/** Everything a refused call must leave untouched, as JSON. */
async function snapshot(t: TestApp, storyId: string): Promise<unknown> {
  const [row] = await queryRows(
    t.database.db,
    sql`select
      (select row_to_json(s) from stories s where s.story_id = ${storyId}) as story,
      (select json_agg(c order by c.position) from chapters c where c.story_id = ${storyId}) as chapters,
      (select json_agg(sc order by sc.user_id) from story_collaborators sc where sc.story_id = ${storyId}) as collaborators,
      (select count(*)::int from sessions x where x.story_id = ${storyId}) as sessions`,
  );
  return row;
}

/**
 * One `describe` per route: an `it` per cell, named like "owner × private → 200".
 * `context` is read when the cells run (after the file's beforeAll signed the cast in).
 */
export function describeMatrix(
  route: string,
  context: () => MatrixContext,
  matrix: Matrix,
  request: (story: CellStory, actor: Actor, ctx: MatrixContext) => MatrixRequest,
) {
  describe(route, () => {
    for (const actor of ACTORS) {
      for (const target of TARGETS) {
        const expected = matrix[actor][target];
        it(`${actor} × ${target} → ${expected}`, async () => {
          const ctx = context();
          const story = await buildCellStory(ctx, target);
          const before = await snapshot(ctx.t, story.id);
          const { method, url, body, notFound = 'Story not found' } = request(story, actor, ctx);
          const res = await call(ctx.t, ctx.cast, actor, method, url, body);
          expect(res.statusCode, res.body).toBe(expected);
          if (expected === 401) expect(res.json().error.message).toBe('User not authenticated');
          if (
            expected === 404 &&
            url.startsWith(`/api/v1/stories/${story.id}`) &&
            !url.includes('/collaborators/')
          ) {
            expect(res.json().error.message).toBe(notFound);
          }
          if (expected >= 400) expect(await snapshot(ctx.t, story.id)).toEqual(before);
        });
      }
    }
  });
}
