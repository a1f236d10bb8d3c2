import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { act, openCreator, patron, request, sendAs } from './commissions.test-support';

/**
 * The authorisation matrix of the commission routes for the patron, the creator, another reader, a
 * guest and an admin: only the two parties see a commission and its delivered story (everyone
 * else, admins included, gets the 404 of a missing one); each action belongs to one side; the
 * settings and earnings answer the caller's own only.
 */
type Actor = 'patron' | 'creator' | 'other' | 'guest' | 'admin';
const ACTORS: Actor[] = ['patron', 'creator', 'other', 'guest', 'admin'];
let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let creatorName = '';
let storyId = '';
let id = '';

const matrix = async (
  method: 'GET' | 'POST' | 'PUT',
  url: (a: Actor) => string,
  body?: (a: Actor) => object,
) => {
  const got: string[] = [];
  for (const actor of ACTORS) {
    const res = await sendAs(t, method, url(actor), cookies[actor], body?.(actor));
    got.push(`${actor} ${res.statusCode}`);
  }
  return got;
};

beforeAll(async () => {
  t = await createTestApp();
  const creator = await openCreator(t, 'czcreator');
  cookies.creator = creator.cookie;
  creatorName = creator.user.username;
  storyId = creator.story.id;
  const p = await patron(t, 'czpatron');
  cookies.patron = p.cookie;
  const other = await patron(t, 'czother');
  cookies.other = other.cookie;
  const admin = await patron(t, 'czadmin');
  await t.database.db.execute(sql`update users set is_admin = true where user_id = ${admin.user.id}`);
  cookies.admin = admin.cookie;
  id = (await request(t, p, creatorName)).json().id;
  await act(t, creator, id, { action: 'accept' });
  await act(t, p, id, { action: 'pay' });
  await act(t, creator, id, { action: 'deliver', storyId });
  await createSignedInUser(t, 'czunused');
});
afterAll(async () => t?.close());

describe('commission routes', () => {
  it('GET /commissions/:id and its story: the two parties only; others 404; a guest 401', async () => {
    expect(await matrix('GET', () => `/api/v1/commissions/${id}`)).toEqual([
      'patron 200',
      'creator 200',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
    expect(await matrix('GET', () => `/api/v1/commissions/${id}/story`)).toEqual([
      'patron 200',
      'creator 200',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
  });

  it('the delivered private draft is readable by its patron through the commission and nowhere else', async () => {
    const story = await sendAs(t, 'GET', `/api/v1/commissions/${id}/story`, cookies.patron);
    expect(story.json().title).toContain("czcreator's commissioned draft");
    // The story's own read paths keep their rules: for the patron as for anyone else, a Private
    // draft story is not found (a guest is asked to sign in where the route needs a session).
    const paths = [
      `/api/v1/stories/${storyId}`,
      `/api/v1/stories/${storyId}/chapters`,
      `/api/v1/library/stories/${storyId}`,
    ];
    for (const actor of ['patron', 'other', 'admin', 'guest'] as const) {
      for (const path of paths) {
        const res = await sendAs(t, 'GET', path, cookies[actor]);
        expect([401, 404], `${actor} ${path}`).toContain(res.statusCode);
      }
    }
    // The creator still reads their own story as always.
    expect((await sendAs(t, 'GET', `/api/v1/stories/${storyId}`, cookies.creator)).statusCode).toBe(200);
  });

  it('POST /commissions/:id/actions: a side acts only on its own steps; others 404; a guest 401', async () => {
    // accept_delivery is the patron's; the creator may not take it.
    expect(
      await matrix(
        'POST',
        () => `/api/v1/commissions/${id}/actions`,
        () => ({ action: 'accept_delivery' }),
      ),
    ).toEqual(['patron 200', 'creator 403', 'other 404', 'guest 401', 'admin 404']);
  });

  it('POST /users/:username/commissions: Patron plans only, never oneself; a guest 401', async () => {
    let n = 0;
    const got = await matrix(
      'POST',
      () => `/api/v1/users/${creatorName}/commissions`,
      () => ({
        brief: 'A matrix of requests, one per actor.',
        lengthWords: 1000,
        deadline: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
        priceCents: 2_000,
        idempotencyKey: `authz-commission-${++n}-${Date.now()}`,
      }),
    );
    expect(got).toEqual(['patron 200', 'creator 400', 'other 200', 'guest 401', 'admin 200']);
  });

  it('settings, terms, lists and earnings: the caller’s own; terms are public', async () => {
    expect(await matrix('GET', () => '/api/v1/me/commission-settings')).toEqual([
      'patron 200',
      'creator 200',
      'other 200',
      'guest 401',
      'admin 200',
    ]);
    expect(await matrix('GET', () => `/api/v1/users/${creatorName}/commission-terms`)).toEqual(
      ACTORS.map((a) => `${a} 200`),
    );
    const lists: string[] = [];
    for (const actor of ACTORS) {
      const res = await sendAs(t, 'GET', '/api/v1/me/commissions', cookies[actor]);
      const seen = res.statusCode === 200 ? res.json().items.some((c: { id: string }) => c.id === id) : '-';
      lists.push(`${actor} ${res.statusCode} ${seen}`);
    }
    expect(lists).toEqual([
      'patron 200 true',
      'creator 200 true',
      'other 200 false',
      'guest 401 -',
      'admin 200 false',
    ]);
    const earned: string[] = [];
    for (const actor of ACTORS) {
      const res = await sendAs(t, 'GET', '/api/v1/me/commissions/earnings', cookies[actor]);
      earned.push(`${actor} ${res.statusCode} ${res.statusCode === 200 ? res.json().totalCents : '-'}`);
    }
    expect(earned).toEqual(['patron 200 0', 'creator 200 5000', 'other 200 0', 'guest 401 -', 'admin 200 0']);
  });

  it('answers 400, never 500, to a malformed id or action', async () => {
    expect((await sendAs(t, 'GET', '/api/v1/commissions/not-a-uuid', cookies.patron)).statusCode).toBe(400);
    const bad = await sendAs(t, 'POST', `/api/v1/commissions/${id}/actions`, cookies.patron, {
      action: 'steal',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a request from another site before it moves anything', async () => {
    const before = (await sendAs(t, 'GET', `/api/v1/commissions/${id}`, cookies.patron)).json().history
      .length;
    for (const [method, url, payload] of [
      ['POST', `/api/v1/commissions/${id}/actions`, { action: 'cancel' }],
      ['POST', `/api/v1/users/${creatorName}/commissions`, {}],
      ['PUT', '/api/v1/me/commission-settings', {}],
      ['POST', '/dev/jobs/commission-auto-accept', { at: new Date().toISOString() }],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: 'https://evil.example', cookie: cookies.patron! },
        payload,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('CROSS_ORIGIN');
    }
    const after = (await sendAs(t, 'GET', `/api/v1/commissions/${id}`, cookies.patron)).json().history.length;
    expect(after).toBe(before);
  });
});
