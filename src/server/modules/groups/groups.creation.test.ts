import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupMembers, groups } from '../../db/schema/index';
import { buildGroup, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { CREATE_GROUP_REFUSED } from './groups.policy';
import { call, personOn, type Person } from './groups.test-support';
import { useGroupsSuite } from './groups-setup.test-support';

describe('groups: creating and listing', () => {
  let t: TestApp;
  let chronicler: Person;
  let connoisseur: Person;
  let free: Person;
  const { rowsOf, create } = useGroupsSuite((s) => ({ t, chronicler, connoisseur, free } = s));
  const db = () => t.database.db;

  it('creates a group for entitled plans: creator is Admin, member_count 1, privacy Public by default', async () => {
    const res = await create(chronicler, {
      name: '  Quill Circle ',
      description: 'We write.',
      category: 'Fantasy',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json();
    expect(g).toMatchObject({
      name: 'Quill Circle',
      privacyLevel: 'Public',
      memberCount: 1,
      viewer: { role: 'Admin' },
    });
    expect(g.abilities).toMatchObject({ administer: true, moderate: true, leave: true, join: false });
    expect(await rowsOf(g.id)).toEqual({ memberCount: 1, rows: 1 });
    expect(
      (await create(connoisseur, { name: 'Readers', category: 'Mystery', privacyLevel: 'Private' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses Create Group on the server for a Free creator (403) and a guest (401)', async () => {
    const res = await create(free, { name: 'Nope', category: 'Fantasy' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(CREATE_GROUP_REFUSED);
    const guest = await create(null, { name: 'Nope', category: 'Fantasy' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('User not authenticated');
    expect(await db().select().from(groups).where(eq(groups.name, 'Nope'))).toHaveLength(0);
  });

  it('rate-limits creating groups per user, counting refused attempts (429)', async () => {
    const spammer = await personOn(t, 'Free', 'spam');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await call(t, spammer, 'POST', '/api/v1/groups', { name: 'Spam', category: 'Fantasy' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('validates with clear messages and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '', category: 'Fantasy' }, 'Name is required'],
      [{ name: 'x'.repeat(121), category: 'Fantasy' }, 'Name must be at most 120 characters'],
      [{ name: 'Ok', category: 'Cooking' }, 'Choose a category'],
      [
        { name: 'Ok', category: 'Fantasy', description: 'd'.repeat(5001) },
        'Description must be at most 5000 characters',
      ],
      [{ name: 'Ok', category: 'Fantasy', privacyLevel: 'Secret' }, 'Choose who may join'],
      [
        { name: 'Ok', category: 'Fantasy', groupImage: 'https://elsewhere.example/x.jpg' },
        'Invalid image URL',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(chronicler, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('lists listed groups by member_count with category filter and keyset pages; Invite Only is never listed', async () => {
    const owner = await buildUser(db());
    const made: { id: string }[] = [];
    for (const [count, privacy] of [
      [900, 'Public'],
      [901, 'Private'],
      [902, 'Invite Only'],
      [899, 'Public'],
    ] as const) {
      made.push(
        await buildGroup(db(), owner.id, { memberCount: count, privacyLevel: privacy, category: 'Horror' }),
      );
    }
    const first = await call(t, null, 'GET', '/api/v1/groups?category=Horror&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((g: { memberCount: number }) => g.memberCount)).toEqual([901, 900]);
    const next = await call(
      t,
      null,
      'GET',
      `/api/v1/groups?category=Horror&limit=2&cursor=${first.json().nextCursor}`,
    );
    expect(next.json()).toMatchObject({ items: [{ memberCount: 899 }], nextCursor: null });
    const all = await call(t, null, 'GET', '/api/v1/groups?limit=50');
    expect(all.json().items.some((g: { id: string }) => g.id === made[2]!.id)).toBe(false);
    expect((await call(t, null, 'GET', '/api/v1/groups?cursor=bogus')).statusCode).toBe(400);
    // The caller's standing is per group: a member of one group is not a member of the others.
    await db().insert(groupMembers).values({ groupId: made[0]!.id, userId: connoisseur.user.id });
    const mine = await call(t, connoisseur, 'GET', '/api/v1/groups?category=Horror');
    expect(mine.json().items.map((g: { viewer: { role: string | null } }) => g.viewer.role)).toEqual([
      null,
      'Member',
      null,
    ]);
  });
});
