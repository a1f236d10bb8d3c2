import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creatorWithStory, sendAs } from './tips.test-support';

/**
 * The authorisation matrix of the tip routes for a patron, the creator tipped, another reader, a
 * guest and an admin: anyone signed in tips a creator (not themselves), a guest is asked to sign
 * in, and each earnings answer is the caller's own ledger only (an admin sees no one else's).
 */
type Actor = 'patron' | 'creator' | 'other' | 'guest' | 'admin';
const ACTORS: Actor[] = ['patron', 'creator', 'other', 'guest', 'admin'];
let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let creatorName = '';
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await creatorWithStory(t, 'authzcreator');
  cookies.creator = creator.cookie;
  creatorName = creator.user.username;
  for (const actor of ['patron', 'other', 'admin'] as const) {
    const who = await createSignedInUser(t, `authz${actor}`);
    cookies[actor] = who.cookie;
    if (actor === 'patron')
      await t.database.db.execute(
        sql`update users set subscription_tier = 'Patron of the Arts' where user_id = ${who.user.id}`,
      );
    if (actor === 'admin')
      await t.database.db.execute(sql`update users set is_admin = true where user_id = ${who.user.id}`);
  }
});
afterAll(async () => t?.close());

describe('tip routes', () => {
  it('POST /users/:username/tips: signed in may tip the creator (not themselves); a guest is 401', async () => {
    const got: string[] = [];
    for (const actor of ACTORS) {
      const res = await sendAs(t, 'POST', `/api/v1/users/${creatorName}/tips`, cookies[actor], {
        amountCents: 100 + n,
        idempotencyKey: `authz-tip-${++n}`,
      });
      got.push(`${actor} ${res.statusCode}`);
    }
    expect(got).toEqual(['patron 200', 'creator 400', 'other 200', 'guest 401', 'admin 200']);
  });

  it("GET /me/tips/earnings: each caller's own ledger only; a guest is 401", async () => {
    const got: string[] = [];
    for (const actor of ACTORS) {
      const res = await sendAs(t, 'GET', '/api/v1/me/tips/earnings', cookies[actor]);
      got.push(`${actor} ${res.statusCode} ${res.statusCode === 200 ? res.json().recent.length : '-'}`);
    }
    expect(got).toEqual(['patron 200 0', 'creator 200 3', 'other 200 0', 'guest 401 -', 'admin 200 0']);
  });
});
