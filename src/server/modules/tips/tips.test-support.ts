import type { sql } from 'drizzle-orm';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildStory } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';

export type Who = Awaited<ReturnType<typeof createSignedInUser>>;

/** A request as a browser of the app sends it (own origin, the session cookie when given). */
export const sendAs = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  body?: object,
) =>
  t.app.inject({
    method,
    url,
    payload: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

/** A signed-in creator with one published Public story. */
export async function creatorWithStory(t: TestApp, prefix: string) {
  const who = await createSignedInUser(t, prefix);
  const story = await buildStory(t.database.db, who.user.id, {
    title: `${prefix}'s tale`,
    privacyLevel: 'Public',
    publicationStatus: 'Published',
    publishedAt: new Date(),
  });
  return { ...who, story };
}

export const countOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;
