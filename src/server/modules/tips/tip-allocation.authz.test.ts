import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paidPatron, readMinutes } from './tip-allocation.test-support';
import { countOf, creatorWithStory, sendAs } from './tips.test-support';

/**
 * The authorisation matrix of the allocation routes for a patron, the creator they tip, another
 * reader, a guest and an admin: each caller sees only their own split (the creator and the admin
 * never see the patron's), only a plan with the allocation may save one, and a guest is asked to
 * sign in. A request from another site changes nothing.
 */
type Actor = 'patron' | 'creator' | 'other' | 'guest' | 'admin';
const ACTORS: Actor[] = ['patron', 'creator', 'other', 'guest', 'admin'];
let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let creatorName = '';
let patronId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const creator = await creatorWithStory(t, 'allocauthzcreator');
  cookies.creator = creator.cookie;
  creatorName = creator.user.username;
  const patron = await paidPatron(t, 'allocauthzpatron');
  cookies.patron = patron.cookie;
  patronId = patron.user.id;
  await readMinutes(t, patron.user.id, creator.user.id, 20);
  for (const actor of ['other', 'admin'] as const) {
    const who = await createSignedInUser(t, `allocauthz${actor}`);
    cookies[actor] = who.cookie;
    if (actor === 'admin')
      await t.database.db.execute(sql`update users set is_admin = true where user_id = ${who.user.id}`);
  }
});
afterAll(async () => t?.close());

describe('tip allocation routes', () => {
  it("GET /me/tip-allocation: each caller's own split only; a guest is 401", async () => {
    const got: string[] = [];
    for (const actor of ACTORS) {
      const res = await sendAs(t, 'GET', '/api/v1/me/tip-allocation', cookies[actor]);
      const body = res.statusCode === 200 ? res.json() : null;
      got.push(`${actor} ${res.statusCode} ${body ? `${body.included} ${body.preview.length}` : '-'}`);
    }
    expect(got).toEqual([
      'patron 200 true 1',
      'creator 200 false 0',
      'other 200 false 0',
      'guest 401 -',
      'admin 200 false 0',
    ]);
  });

  it('PUT /me/tip-allocation: only the patron saves a split; others 403, a guest 401', async () => {
    const got: string[] = [];
    for (const actor of ACTORS) {
      const res = await sendAs(t, 'PUT', '/api/v1/me/tip-allocation', cookies[actor], {
        mode: 'percent',
        shares: [{ creator: creatorName, percent: 100 }],
      });
      got.push(`${actor} ${res.statusCode}`);
    }
    expect(got).toEqual(['patron 200', 'creator 403', 'other 403', 'guest 401', 'admin 403']);
    const saved = await countOf(
      t,
      sql`select count(*)::int as n from tip_allocation_shares where user_id = ${patronId}`,
    );
    expect(saved).toBe(1);
  });

  it('refuses a request from another site before it changes anything', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/tip-allocation',
      headers: { origin: 'https://evil.example', cookie: cookies.patron! },
      payload: { mode: 'reading-time' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_ORIGIN');
    const mode = await countOf(
      t,
      sql`select count(*)::int as n from tip_allocations where user_id = ${patronId} and mode = 'percent'`,
    );
    expect(mode).toBe(1);
  });

  it('the month-end clock route answers only under test, only over loopback, never to another site', async () => {
    const far = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/tip-allocation',
      payload: { at: new Date().toISOString() },
      remoteAddress: '203.0.113.9',
    });
    expect(far.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/tip-allocation',
      headers: { origin: 'https://evil.example' },
      payload: { at: new Date().toISOString() },
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/tip-allocation',
      payload: { at: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
