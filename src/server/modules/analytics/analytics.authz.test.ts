import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildPublishedStory } from '../library/library.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendAs } from '../tips/tips.test-support';

/**
 * The authorisation matrix of the analytics routes for the story's author (Worldsmith), a
 * Chronicler author, another Worldsmith, a guest and an admin (on Master Weaver): plans without
 * analytics are refused with the plans' names (403), a guest is asked to sign in (401), and a
 * story's numbers are its author's alone (404 to everyone else, the admin included). Both
 * routes only read; a cross-site GET changes nothing and answers like any other.
 */
type Actor = 'author' | 'chronicler' | 'other' | 'guest' | 'admin';
const ACTORS: Actor[] = ['author', 'chronicler', 'other', 'guest', 'admin'];
const TIER: Record<Exclude<Actor, 'guest'>, string> = {
  author: 'Worldsmith',
  chronicler: 'Chronicler',
  other: 'Worldsmith',
  admin: 'Master Weaver',
};
let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let storyId = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const actor of ['author', 'chronicler', 'other', 'admin'] as const) {
    const who = await createSignedInUser(t, `analytics${actor}`);
    cookies[actor] = who.cookie;
    await t.database.db.execute(
      sql`update users set subscription_tier = ${TIER[actor]}, is_admin = ${actor === 'admin'}
          where user_id = ${who.user.id}`,
    );
    if (actor === 'author') storyId = (await buildPublishedStory(t.database.db, who.user.id)).id;
  }
});
afterAll(async () => t?.close());

const matrix = async (url: string) => {
  const got: string[] = [];
  for (const actor of ACTORS)
    got.push(`${actor} ${(await sendAs(t, 'GET', url, cookies[actor])).statusCode}`);
  return got;
};

describe('analytics routes', () => {
  it('GET /me/analytics: plans with analytics see their own; others 403; a guest 401', async () => {
    expect(await matrix('/api/v1/me/analytics')).toEqual([
      'author 200',
      'chronicler 403',
      'other 200',
      'guest 401',
      'admin 200',
    ]);
    const refused = await sendAs(t, 'GET', '/api/v1/me/analytics', cookies.chronicler);
    expect(refused.json().error).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message:
        'Story analytics are part of the Worldsmith and Master Weaver plans, not your Chronicler plan. Upgrade at /subscription.',
    });
  });

  it("GET /stories/:id/analytics: the author only; another's story is 404 even to an admin", async () => {
    expect(await matrix(`/api/v1/stories/${storyId}/analytics`)).toEqual([
      'author 200',
      'chronicler 403',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
  });

  it('a cross-site GET reads nothing it may not (same answers as from our origin)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${storyId}/analytics`,
      headers: { origin: 'https://evil.example', cookie: cookies.other! },
    });
    expect(res.statusCode).toBe(404);
  });
});
