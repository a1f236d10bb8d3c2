import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { chapterVersions } from '../../db/schema/live';
import type { ProseMirrorDoc } from '../../db/schema/chapters';
import { ORIGIN } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';
import {
  addCollaborator,
  buildChapter,
  MISSING_ID,
  ROLE_ACTORS,
  ROLE_OF,
  type Cast,
  type RoleActor,
  type RoleCast,
  type SignedIn,
} from './story.test-support';

/**
 * Table-driven authorisation tests for the creator workspace. A matrix gives, for every actor
 * (the owner, one collaborator of each role, another user, an admin, a guest) and every target,
 * the status expected. Targets are made fresh for each cell, so a DELETE in one cell changes no
 * other:
 *
 * - `private`: the owner's private story; every role actor is on it with their role.
 * - `public`:  the owner's published story; every role actor is on it with their role.
 * - `foreign`: a private story of a stranger nobody in the cast works with.
 * - `missing`: an id that names no story.
 *
 * Every refused call (4xx) must leave the story, its chapters, their versions and live states,
 * collaborators and sessions exactly as they were; 401s must say 'User not authenticated', 404s
 * must not tell missing from private.
 */
export type Target = 'private' | 'public' | 'foreign' | 'missing';
export const TARGETS: readonly Target[] = ['private', 'public', 'foreign', 'missing'];
/** `collaborator` has the default role (Collaborator); the role actors have theirs. */
export type MatrixActor = 'owner' | RoleActor | 'collaborator' | 'other' | 'admin' | 'guest';
export const MATRIX_ACTORS: readonly MatrixActor[] = [
  'owner',
  'coAuthor',
  'editor',
  'collaborator',
  'betaReader',
  'other',
  'admin',
  'guest',
];
export type Matrix = Record<MatrixActor, Record<Target, number>>;
type Member = 'owner' | RoleActor | 'collaborator';

/**
 * A matrix from what each member of the story gets (the same on the private and the public
 * story); outsiders get 404 on a private story and `outsiderOnPublic` on a public one (403 when
 * the story is public but the action is not theirs, 404 when the thing is private to members).
 */
export function byRole(members: Record<Member, number>, outsiderOnPublic = 403): Matrix {
  const member = (status: number) => ({ private: status, public: status, foreign: 404, missing: 404 });
  const outsider = { private: 404, public: outsiderOnPublic, foreign: 404, missing: 404 };
  return {
    owner: member(members.owner),
    coAuthor: member(members.coAuthor),
    editor: member(members.editor),
    collaborator: member(members.collaborator),
    betaReader: member(members.betaReader),
    other: outsider,
    admin: outsider,
    guest: { private: 401, public: 401, foreign: 401, missing: 401 },
  };
}

/** A target story made for one cell, with one chapter (and one kept version of it) and one extra collaborator of its own. */
export type CellStory = { id: string; chapterId: string; versionId: string; extraCollaboratorId: string };
export type MatrixRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Extra request headers (a multipart body's content type). */
  headers?: Record<string, string>;
  /** The 404's message on a story route (default 'Story not found'; chapter history says 'Chapter not found'). */
  notFound?: string;
};

export type MatrixContext = { t: TestApp; cast: Cast; roles: RoleCast };

/** The signed-in person behind an actor. */
export function personOf(ctx: MatrixContext, actor: Exclude<MatrixActor, 'guest'>): SignedIn {
  return actor === 'coAuthor' || actor === 'editor' || actor === 'betaReader'
    ? ctx.roles[actor]
    : ctx.cast[actor];
}

async function buildCellStory(ctx: MatrixContext, target: Target): Promise<CellStory> {
  const { t, cast } = ctx;
  if (target === 'missing')
    return { id: MISSING_ID, chapterId: MISSING_ID, versionId: MISSING_ID, extraCollaboratorId: MISSING_ID };
  const db = t.database.db;
  const owner = target === 'foreign' ? (await buildUser(db)).id : cast.owner.user.id;
  const published =
    target === 'public'
      ? { privacyLevel: 'Public', publicationStatus: 'Published', publishedAt: new Date() }
      : {};
  const story = await buildStory(db, owner, published);
  if (target !== 'foreign') {
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    for (const actor of ROLE_ACTORS)
      await addCollaborator(t, story.id, ctx.roles[actor].user.id, ROLE_OF[actor]);
  }
  const extra = await buildUser(db);
  await addCollaborator(t, story.id, extra.id);
  const chapter = await buildChapter(t, story.id, 1);
  const [version] = await db
    .insert(chapterVersions)
    .values({ chapterId: chapter.id, storyId: story.id, reason: 'manual', content: OLD_TEXT, wordCount: 2 })
    .returning();
  return { id: story.id, chapterId: chapter.id, versionId: version!.id, extraCollaboratorId: extra.id };
}

const OLD_TEXT: ProseMirrorDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Older words' }] }],
};

/** Everything a refused call must leave untouched, as JSON. */
async function snapshot(t: TestApp, storyId: string): Promise<unknown> {
  const [row] = await queryRows(
    t.database.db,
    sql`select
      (select row_to_json(s) from stories s where s.story_id = ${storyId}) as story,
      (select json_agg(c order by c.position) from chapters c where c.story_id = ${storyId}) as chapters,
      (select json_agg(sc order by sc.user_id) from story_collaborators sc where sc.story_id = ${storyId}) as collaborators,
      (select count(*)::int from sessions x where x.story_id = ${storyId}) as sessions,
      (select json_agg(v order by v.version_id) from chapter_versions v where v.story_id = ${storyId}) as versions,
      (select json_agg(l order by l.chapter_id) from chapter_live_states l
        join chapters c on c.chapter_id = l.chapter_id where c.story_id = ${storyId}) as live`,
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
  request: (story: CellStory, actor: MatrixActor, ctx: MatrixContext) => MatrixRequest,
) {
  describe(route, () => {
    for (const actor of MATRIX_ACTORS) {
      for (const target of TARGETS) {
        const expected = matrix[actor][target];
        it(`${actor} × ${target} → ${expected}`, async () => {
          const ctx = context();
          const story = await buildCellStory(ctx, target);
          const before = await snapshot(ctx.t, story.id);
          const { method, url, body, headers, notFound = 'Story not found' } = request(story, actor, ctx);
          const cookie = actor === 'guest' ? {} : { cookie: personOf(ctx, actor).cookie };
          const res = await ctx.t.app.inject({
            method,
            url,
            headers: { origin: ORIGIN, ...cookie, ...headers },
            ...(body === undefined ? {} : { payload: body as object }),
          });
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
