import { sql } from 'drizzle-orm';
import { storyCollaborators } from '../../db/schema/collaboration';
import { chapters } from '../../db/schema/chapters';
import { buildStory } from '../../db/factories.test-support';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';

/**
 * Helpers for the creator-workspace API tests (stories, chapters, collaborators, sessions):
 * the cast of signed-in users of an authorisation matrix, and requests as the SPA sends them.
 */

export type Actor = 'owner' | 'collaborator' | 'other' | 'admin' | 'guest';
export const ACTORS: readonly Actor[] = ['owner', 'collaborator', 'other', 'admin', 'guest'];
export type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
export type Cast = Record<Exclude<Actor, 'guest'>, SignedIn>;

/** Four real accounts signed in through the API; `admin` has is_admin set (and no extra powers). */
export async function signInCast(t: TestApp): Promise<Cast> {
  const [owner, collaborator, other, admin] = await Promise.all([
    createSignedInUser(t, 'owner'),
    createSignedInUser(t, 'collab'),
    createSignedInUser(t, 'other'),
    createSignedInUser(t, 'admin'),
  ]);
  await t.database.db.execute(sql`update users set is_admin = true where user_id = ${admin!.user.id}`);
  return { owner: owner!, collaborator: collaborator!, other: other!, admin: admin! };
}

/** Collaborators by role (the `collaborator` of a cast has the default role, Collaborator). */
export type RoleActor = 'coAuthor' | 'editor' | 'betaReader';
export const ROLE_ACTORS: readonly RoleActor[] = ['coAuthor', 'editor', 'betaReader'];
export const ROLE_OF: Record<RoleActor, string> = {
  coAuthor: 'Co-Author',
  editor: 'Editor',
  betaReader: 'Beta Reader',
};
export type RoleCast = Record<RoleActor, SignedIn>;

/** Three more real accounts signed in, one for each role besides the default. */
export async function signInRoleCast(t: TestApp): Promise<RoleCast> {
  const [coAuthor, editor, betaReader] = await Promise.all([
    createSignedInUser(t, 'coauthor'),
    createSignedInUser(t, 'editor'),
    createSignedInUser(t, 'beta'),
  ]);
  return { coAuthor: coAuthor!, editor: editor!, betaReader: betaReader! };
}

/** The cookie of an actor; a guest has none. */
export const cookieOf = (cast: Cast, actor: Actor): Record<string, string> =>
  actor === 'guest' ? {} : { cookie: cast[actor].cookie };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as `actor`, JSON body when given, Origin set like the SPA's. */
export function call(t: TestApp, cast: Cast, actor: Actor, method: Method, url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...cookieOf(cast, actor) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/**
 * The stories an authorisation matrix runs against, fresh per cell so a DELETE or publish in
 * one cell never changes another: the owner's private story (with `collaborator` on it), the
 * owner's public story (no collaborators), and a private story of `other`.
 */
export async function buildMatrixStories(t: TestApp, cast: Cast) {
  const db = t.database.db;
  const mine = await buildStory(db, cast.owner.user.id);
  await addCollaborator(t, mine.id, cast.collaborator.user.id);
  const published = await buildStory(db, cast.owner.user.id, {
    privacyLevel: 'Public',
    publicationStatus: 'Published',
    publishedAt: new Date(),
  });
  const foreign = await buildStory(db, cast.other.user.id);
  return { mine, published, foreign };
}

/** Makes `userId` a collaborator of the story (test setup, straight into the table). */
export async function addCollaborator(t: TestApp, storyId: string, userId: string, role = 'Collaborator') {
  await t.database.db.insert(storyCollaborators).values({ storyId, userId, role });
}

/** Inserts a chapter row straight into a story (for tests that need one to exist). */
export async function buildChapter(
  t: TestApp,
  storyId: string,
  position: number,
  status: 'draft' | 'published' = 'draft',
) {
  const [row] = await t.database.db
    .insert(chapters)
    .values({ storyId, position, title: `Chapter ${position}`, status })
    .returning();
  return row!;
}

/** A well-formed id that names nothing. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** 'User not authenticated', SPEC section 8. */
export const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } };
