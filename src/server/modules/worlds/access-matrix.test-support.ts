import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { call } from './workspace.test-support';

/**
 * The authorisation matrix of a creator-workspace resource, table-driven: every route on one id
 * (read, change, delete) for the owner, another user, a guest and an admin, against the actor's
 * own item, someone else's hidden and listed items (every privacy level), a missing id and a
 * malformed one, plus create and list. The rule it pins down:
 *
 *   guest → 401 'User not authenticated' everywhere;
 *   own item → full rights; an admin is an ordinary user (SPEC section 6);
 *   someone else's hidden item, missing or malformed id → 404 with the same body;
 *   someone else's listed item → readable (abilities false), writes 403 FORBIDDEN.
 *
 * Every refused write is checked in the database: the row is unchanged.
 */
export type MatrixResource = {
  label: string;
  base: string;
  notFoundMessage: string;
  /** Privacy levels others may not see, and those every signed-in user may read. */
  hidden: readonly string[];
  listed: readonly string[];
  createBody: object;
  build(t: TestApp, ownerId: string, privacyLevel: string): Promise<{ id: string }>;
  /** The stored name, or undefined when the row is gone. */
  storedName(t: TestApp, id: string): Promise<string | undefined>;
};

type Actor = 'owner' | 'other' | 'admin' | 'guest';
type Target = { name: string; privacy?: string; whose: 'own' | 'foreign' | 'none'; id?: string };
type Op = 'read' | 'change' | 'delete';

const ACTORS: Actor[] = ['owner', 'other', 'admin', 'guest'];
const OPS: Op[] = ['read', 'change', 'delete'];

/** The status the rule above gives one cell. */
function expected(actor: Actor, target: Target, op: Op, listed: readonly string[]): number {
  if (actor === 'guest') return 401;
  if (target.whose === 'own') return op === 'delete' ? 204 : 200;
  if (target.whose === 'none' || !listed.includes(target.privacy ?? '')) return 404;
  return op === 'read' ? 200 : 403;
}

export function describeAccessMatrix(r: MatrixResource) {
  describe(`${r.label}: authorisation matrix`, () => {
    let t: TestApp;
    const cookies: Partial<Record<Actor, string>> = {};
    const ids: Partial<Record<Actor, string>> = {};
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
      for (const actor of ['owner', 'other', 'admin'] as const) {
        const u = await createSignedInUser(t, actor);
        cookies[actor] = u.cookie;
        ids[actor] = u.user.id;
        await t.database.db.execute(
          sql`update users set subscription_tier = 'Master Weaver' where user_id = ${u.user.id}`,
        );
      }
      await t.database.db.execute(sql`update users set is_admin = true where user_id = ${ids.admin!}`);
    });
    afterAll(() => t.close());

    const targets: Target[] = [
      ...[...r.hidden, ...r.listed].map((privacy) => ({
        name: `own ${privacy}`,
        privacy,
        whose: 'own' as const,
      })),
      ...r.hidden.map((privacy) => ({
        name: `foreign ${privacy} (hidden)`,
        privacy,
        whose: 'foreign' as const,
      })),
      ...r.listed.map((privacy) => ({
        name: `foreign ${privacy} (listed)`,
        privacy,
        whose: 'foreign' as const,
      })),
      { name: 'missing id', whose: 'none', id: '00000000-0000-4000-8000-000000000000' },
      { name: 'malformed id', whose: 'none', id: 'not-a-uuid' },
    ];
    const cells = ACTORS.flatMap((actor) =>
      OPS.flatMap((op) =>
        targets.map((target) => ({ actor, op, target, status: expected(actor, target, op, r.listed) })),
      ),
    );

    it.each(cells)('$actor $op $target.name → $status', async ({ actor, op, target, status }) => {
      // The item's owner: the actor for own items; for foreign ones (and a guest's), another user.
      const ownerOf =
        target.whose === 'own' && actor !== 'guest' ? actor : actor === 'other' ? 'owner' : 'other';
      const id = target.id ?? (await r.build(t, ids[ownerOf]!, target.privacy!)).id;
      const before = target.id ? undefined : await r.storedName(t, id);
      const url = `${r.base}/${id}`;
      const cookie = cookies[actor];
      const res =
        op === 'read'
          ? await call(t, 'GET', url, cookie)
          : op === 'change'
            ? await call(t, 'PATCH', url, cookie, { name: 'Changed by matrix' })
            : await call(t, 'DELETE', url, cookie);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 401)
        expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } });
      if (status === 404)
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: r.notFoundMessage } });
      if (status === 403) expect(res.json().error.code).toBe('FORBIDDEN');
      if (status === 200) {
        const own = target.whose === 'own';
        expect(res.json().abilities).toEqual({ update: own, delete: own });
      }
      if (target.id) return;
      const after = await r.storedName(t, id);
      if (op === 'delete' && status === 204) expect(after).toBeUndefined();
      else if (op === 'change' && status === 200) expect(after).toBe('Changed by matrix');
      else expect(after).toBe(before);
    });

    it.each(ACTORS)('%s create and list', async (actor) => {
      const cookie = cookies[actor];
      const created = await call(t, 'POST', r.base, cookie, r.createBody);
      const listed = await call(t, 'GET', r.base, cookie);
      if (actor === 'guest') {
        for (const res of [created, listed]) {
          expect(res.statusCode).toBe(401);
          expect(res.json().error.message).toBe('User not authenticated');
        }
        // Authentication comes before validation: even a broken body gets 401.
        expect((await call(t, 'POST', r.base, undefined, { name: '' })).statusCode).toBe(401);
        return;
      }
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ abilities: { update: true, delete: true } });
      expect(listed.statusCode).toBe(200);
      // Lists hold only the caller's own items, never someone else's, admin or not.
      const owners = new Set(
        listed.json().items.map((i: { owner?: string; creator?: string }) => i.owner ?? i.creator),
      );
      expect([...owners]).toEqual([ids[actor]]);
    });
  });
}
