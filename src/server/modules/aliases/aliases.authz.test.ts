import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { aliasCall, createAliasFor, freshAlias } from './aliases.test-support';

/**
 * Authorisation table of every mutating alias route. Targets: the owner's alias ("own" from the
 * owner's side), an alias of a fourth user nobody here owns ("foreign"), and an id that does not
 * exist ("missing"). Only the owner changes their alias; everyone else, admins included (no admin
 * powers in SPEC section 6), gets 404 as for a missing one; a guest gets 401.
 */
type Actor = 'owner' | 'other' | 'admin' | 'guest';
type Target = 'own' | 'foreign' | 'missing';

let t: TestApp;
const cookies: Record<Exclude<Actor, 'guest'> | 'stranger', string> = {
  owner: '',
  other: '',
  admin: '',
  stranger: '',
};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  for (const who of ['owner', 'other', 'admin', 'stranger'] as const) {
    const user = await createSignedInUser(t, who);
    cookies[who] = user.cookie;
    if (who === 'admin')
      await t.database.db.execute(sql`update users set is_admin = true where user_id = ${user.user.id}`);
  }
});
afterAll(() => t.close());

const cookieOf = (actor: Actor) => (actor === 'guest' ? undefined : cookies[actor]);

/** A fresh alias id for the target (each case consumes its own, since delete removes it). */
async function targetId(target: Target): Promise<string> {
  if (target === 'missing') return randomUUID();
  const owner = target === 'own' ? cookies.owner : cookies.stranger;
  return (await createAliasFor(t, owner, { alias: freshAlias() })).id;
}

const expected = (ok: number): Record<Actor, Record<Target, number>> => ({
  owner: { own: ok, foreign: 404, missing: 404 },
  other: { own: 404, foreign: 404, missing: 404 },
  admin: { own: 404, foreign: 404, missing: 404 },
  guest: { own: 401, foreign: 401, missing: 401 },
});

const routes: {
  name: string;
  ok: number;
  call: (id: string) => { method: 'PATCH' | 'PUT' | 'DELETE'; url: string; body?: object };
}[] = [
  {
    name: 'PATCH /api/v1/me/aliases/:id',
    ok: 200,
    call: (id) => ({ method: 'PATCH', url: `/api/v1/me/aliases/${id}`, body: { visibility: 'private' } }),
  },
  {
    name: 'PUT /api/v1/me/aliases/:id/primary',
    ok: 200,
    call: (id) => ({ method: 'PUT', url: `/api/v1/me/aliases/${id}/primary` }),
  },
  {
    name: 'DELETE /api/v1/me/aliases/:id',
    ok: 204,
    call: (id) => ({ method: 'DELETE', url: `/api/v1/me/aliases/${id}` }),
  },
];

for (const route of routes) {
  describe(route.name, () => {
    for (const [actor, row] of Object.entries(expected(route.ok)) as [Actor, Record<Target, number>][]) {
      for (const [target, status] of Object.entries(row) as [Target, number][]) {
        it(`${actor} x ${target} -> ${status}`, async () => {
          const id = await targetId(target);
          const { method, url, body } = route.call(id);
          const res = await aliasCall(t, method, url, cookieOf(actor), body);
          expect(res.statusCode, res.body).toBe(status);
          if (status === 401) expect(res.json().error.message).toBe('User not authenticated');
          if (status === 404) expect(res.json().error.code).toBe('NOT_FOUND');
          if (target !== 'missing' && status !== route.ok) {
            // A refused call changed nothing: the alias is still there, still not primary, still public.
            const owner = target === 'own' ? cookies.owner : cookies.stranger;
            const list = (await aliasCall(t, 'GET', '/api/v1/me/aliases', owner)).json().items as {
              id: string;
              visibility: string;
              isPrimary: boolean;
            }[];
            expect(list.find((a) => a.id === id)).toMatchObject({ visibility: 'public', isPrimary: false });
          }
        });
      }
    }
  });
}

describe('POST /api/v1/me/aliases and GET /api/v1/me/aliases', () => {
  for (const actor of ['owner', 'other', 'admin', 'guest'] as const) {
    it(`${actor} -> ${actor === 'guest' ? 401 : 201}`, async () => {
      const res = await aliasCall(t, 'POST', '/api/v1/me/aliases', cookieOf(actor), { alias: freshAlias() });
      expect(res.statusCode).toBe(actor === 'guest' ? 401 : 201);
    });
  }

  it('a guest cannot list aliases; a user lists only their own', async () => {
    expect((await aliasCall(t, 'GET', '/api/v1/me/aliases')).statusCode).toBe(401);
    const mine = await createAliasFor(t, cookies.stranger, { alias: freshAlias() });
    const theirs = (await aliasCall(t, 'GET', '/api/v1/me/aliases', cookies.other)).json().items as {
      id: string;
    }[];
    expect(theirs.map((a) => a.id)).not.toContain(mine.id);
  });
});
