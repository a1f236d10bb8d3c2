import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { supportMessages, supportRequests } from '../../db/schema';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertRequest, makeAdmin, supportCall } from './support.test-support';

/**
 * Authorisation table of every support route. Actors: the requester ("owner"), another signed-in
 * user, an admin, a guest. Targets: the owner's request ("own") and an id that does not exist
 * ("missing"). A request is its owner's and the admins': anyone else gets 404 as for a missing
 * one; the admin routes answer 404 to everyone but admins; a guest gets 401.
 */
type Actor = 'owner' | 'other' | 'admin' | 'guest';
type Target = 'own' | 'missing';
type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: object };

let t: TestApp;
const cookies: Record<Exclude<Actor, 'guest'>, string> = { owner: '', other: '', admin: '' };
let ownerId = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  for (const who of ['owner', 'other', 'admin'] as const) {
    const user = await createSignedInUser(t, who);
    cookies[who] = user.cookie;
    if (who === 'owner') ownerId = user.user.id;
    if (who === 'admin') await makeAdmin(t, user.user.id);
  }
}, 60_000);
afterAll(() => t?.close());

const cookieOf = (actor: Actor) => (actor === 'guest' ? undefined : cookies[actor]);
const targetId = async (target: Target) =>
  target === 'missing' ? randomUUID() : (await insertRequest(t, ownerId, 'Matrix')).id;

const ownerRoute = (ok: number): Record<Actor, Record<Target, number>> => ({
  owner: { own: ok, missing: 404 },
  other: { own: 404, missing: 404 },
  admin: { own: 404, missing: 404 },
  guest: { own: 401, missing: 401 },
});
const adminRoute = (ok: number): Record<Actor, Record<Target, number>> => ({
  owner: { own: 404, missing: 404 },
  other: { own: 404, missing: 404 },
  admin: { own: ok, missing: 404 },
  guest: { own: 401, missing: 401 },
});

const routes: { name: string; table: Record<Actor, Record<Target, number>>; call: (id: string) => Call }[] = [
  {
    name: 'GET /api/v1/support/requests/:id',
    table: ownerRoute(200),
    call: (id) => ({ method: 'GET', url: `/api/v1/support/requests/${id}` }),
  },
  {
    name: 'POST /api/v1/support/requests/:id/replies',
    table: ownerRoute(200),
    call: (id) => ({
      method: 'POST',
      url: `/api/v1/support/requests/${id}/replies`,
      body: { body: 'More detail' },
    }),
  },
  {
    name: 'GET /api/v1/admin/support/requests/:id',
    table: adminRoute(200),
    call: (id) => ({ method: 'GET', url: `/api/v1/admin/support/requests/${id}` }),
  },
  {
    name: 'PATCH /api/v1/admin/support/requests/:id',
    table: adminRoute(200),
    call: (id) => ({
      method: 'PATCH',
      url: `/api/v1/admin/support/requests/${id}`,
      body: { status: 'resolved' },
    }),
  },
  {
    name: 'POST /api/v1/admin/support/requests/:id/replies',
    table: adminRoute(200),
    call: (id) => ({
      method: 'POST',
      url: `/api/v1/admin/support/requests/${id}/replies`,
      body: { body: 'Note', internal: true },
    }),
  },
];

for (const route of routes) {
  describe(route.name, () => {
    for (const [actor, row] of Object.entries(route.table) as [Actor, Record<Target, number>][]) {
      for (const [target, status] of Object.entries(row) as [Target, number][]) {
        it(`${actor} x ${target} -> ${status}`, async () => {
          const { method, url, body } = route.call(await targetId(target));
          const res = await supportCall(t, method, url, cookieOf(actor), body);
          expect(res.statusCode, res.body).toBe(status);
        });
      }
    }
  });
}

describe('the lists', () => {
  it('shows each user only their own requests; the queue only to admins', async () => {
    const mine = await insertRequest(t, ownerId, 'Only mine');
    const other = await supportCall(t, 'GET', '/api/v1/support/requests', cookies.other);
    expect(other.json().requests.map((r: { id: string }) => r.id)).not.toContain(mine.id);
    const own = await supportCall(t, 'GET', '/api/v1/support/requests', cookies.owner);
    expect(own.json().requests.map((r: { id: string }) => r.id)).toContain(mine.id);
    expect((await supportCall(t, 'GET', '/api/v1/support/requests')).statusCode).toBe(401);
    for (const actor of ['owner', 'other'] as const)
      expect((await supportCall(t, 'GET', '/api/v1/admin/support/requests', cookies[actor])).statusCode).toBe(
        404,
      );
    expect((await supportCall(t, 'GET', '/api/v1/admin/support/requests', cookies.admin)).statusCode).toBe(
      200,
    );
  });
});

describe('cross-site requests', () => {
  it('refuses every state-changing support route from another origin, changing nothing', async () => {
    const req = await insertRequest(t, ownerId, 'Forged');
    const before = await dbFingerprint(t.database.db);
    const forged: [Call, string][] = [
      [
        { method: 'POST', url: '/api/v1/support/requests', body: { subject: 'x', description: 'y' } },
        cookies.owner,
      ],
      [
        { method: 'POST', url: `/api/v1/support/requests/${req.id}/replies`, body: { body: 'y' } },
        cookies.owner,
      ],
      [
        { method: 'PATCH', url: `/api/v1/admin/support/requests/${req.id}`, body: { status: 'resolved' } },
        cookies.admin,
      ],
      [
        { method: 'POST', url: `/api/v1/admin/support/requests/${req.id}/replies`, body: { body: 'y' } },
        cookies.admin,
      ],
    ];
    for (const [{ method, url, body }, cookie] of forged) {
      const res = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('CROSS_ORIGIN');
    }
    expect(await dbFingerprint(t.database.db)).toBe(before);
    const [rows] = await t.database.db.select({ n: count() }).from(supportMessages);
    const [requests] = await t.database.db.select({ n: count() }).from(supportRequests);
    expect(rows!.n).toBeGreaterThanOrEqual(requests!.n);
  });
});
