import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { groupMembers, groups, notificationPreferences, notifications } from '../../db/schema/index';
import { buildGroup, buildStory, buildUser } from '../../db/test-factories';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createGroupsService } from './groups.service';
import { CREATE_GROUP_REFUSED, LAST_ADMIN_MESSAGE } from './groups.policy';
import { call, personOn, type Person } from './groups.test-helpers';

describe('groups', () => {
  let t: TestApp;
  let chronicler: Person;
  let connoisseur: Person;
  let free: Person;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [chronicler, connoisseur, free] = [
      await personOn(t, 'Chronicler', 'chron'),
      await personOn(t, 'Story Connoisseur', 'conn'),
      await personOn(t, 'Free', 'free'),
    ];
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rowsOf = async (groupId: string) => {
    const [g] = await db().select().from(groups).where(eq(groups.id, groupId));
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from group_members where group_id = ${groupId}::uuid`,
    );
    return { memberCount: g!.memberCount, rows: Number(row!.n) };
  };
  const create = (who: Person | null, body: object) => call(t, who, 'POST', '/api/v1/groups', body);

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

  it('joins (Member, notifies admins, idempotent) and leaves (deletes the membership); the last admin gets 409', async () => {
    const g = (await create(chronicler, { name: 'Join me', category: 'Modern' })).json();
    const joined = await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/join`);
    expect(joined.json()).toMatchObject({
      status: 'joined',
      group: { memberCount: 2, viewer: { role: 'Member' } },
    });
    expect((await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/join`)).json().group.memberCount).toBe(
      2,
    );
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, chronicler.user.id), eq(notifications.kind, 'group_join')));
    expect(notes).toMatchObject([{ groupId: g.id, actorId: connoisseur.user.id }]);

    const lastAdmin = await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/membership`);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().error.message).toBe(LAST_ADMIN_MESSAGE);
    const stepDown = await call(
      t,
      chronicler,
      'PATCH',
      `/api/v1/groups/${g.id}/members/${chronicler.user.id}`,
      { role: 'Member' },
    );
    expect(stepDown.statusCode).toBe(409);

    // Hand over, then leave.
    const promote = await call(
      t,
      chronicler,
      'PATCH',
      `/api/v1/groups/${g.id}/members/${connoisseur.user.id}`,
      { role: 'Admin' },
    );
    expect(promote.json()).toMatchObject([{ role: 'Admin' }]);
    expect((await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/membership`)).statusCode).toBe(200);
    expect(await rowsOf(g.id)).toEqual({ memberCount: 1, rows: 1 });
  });

  it('keeps member_count equal to the rows under 100 concurrent joins and leaves', async () => {
    const g = await call(t, chronicler, 'POST', '/api/v1/groups', { name: 'Crowd', category: 'Adventure' });
    const id = g.json().id as string;
    const service = createGroupsService(db(), { keyOf: () => null, remove: async () => {} });
    const people = await Promise.all(Array.from({ length: 50 }, () => buildUser(db())));
    // Half of them already in, so the leaves have something to delete.
    for (const p of people.slice(0, 25)) await service.join(p, id);
    // 100 at once: the 25 members leave and join again, the 25 others join twice.
    await Promise.all(
      people.flatMap((p, i) => [i < 25 ? service.leave(p, id) : service.join(p, id), service.join(p, id)]),
    );
    const after = await rowsOf(id);
    expect(after.memberCount).toBe(after.rows);
    expect(after.rows).toBeGreaterThanOrEqual(26);
  }, 120_000);

  it('Private groups take requests that an admin or moderator approves or declines', async () => {
    const g = (
      await create(chronicler, { name: 'Inner Circle', category: 'Romance', privacyLevel: 'Private' })
    ).json();
    const asker = await personOn(t, 'Free', 'ask');
    const req = await call(t, asker, 'POST', `/api/v1/groups/${g.id}/join`);
    expect(req.json()).toMatchObject({
      status: 'requested',
      group: { memberCount: 1, viewer: { requested: true, role: null } },
    });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, chronicler.user.id), eq(notifications.kind, 'group_join_request')),
      );
    expect(note).toMatchObject({ groupId: g.id });
    expect((await call(t, asker, 'GET', `/api/v1/groups/${g.id}/requests`)).statusCode).toBe(403);
    const list = await call(t, chronicler, 'GET', `/api/v1/groups/${g.id}/requests`);
    expect(list.json()).toMatchObject([{ username: asker.user.username }]);
    expect(
      (
        await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/requests/${asker.user.id}`, {
          approve: true,
        })
      ).statusCode,
    ).toBe(204);
    expect(await rowsOf(g.id)).toEqual({ memberCount: 2, rows: 2 });
    expect(
      (
        await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/requests/${asker.user.id}`, {
          approve: true,
        })
      ).statusCode,
    ).toBe(404);

    const other = await personOn(t, 'Free', 'ask');
    await call(t, other, 'POST', `/api/v1/groups/${g.id}/join`);
    await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/requests/${other.user.id}`, { approve: false });
    expect((await call(t, other, 'GET', `/api/v1/groups/${g.id}`)).json().viewer).toEqual({
      role: null,
      requested: false,
      invited: false,
    });
  });

  it('Invite Only groups join by invitation accepted by the invitee', async () => {
    const g = (
      await create(chronicler, { name: 'Secret Table', category: 'Mystery', privacyLevel: 'Invite Only' })
    ).json();
    const guest = await personOn(t, 'Free', 'inv');
    expect((await call(t, guest, 'GET', `/api/v1/groups/${g.id}`)).statusCode).toBe(404);
    expect((await call(t, guest, 'POST', `/api/v1/groups/${g.id}/join`)).statusCode).toBe(404);
    const invite = await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/invitations`, {
      username: guest.user.username.toUpperCase(),
    });
    expect(invite.statusCode).toBe(204);
    expect(
      (
        await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/invitations`, {
          username: 'no_such_person',
        })
      ).statusCode,
    ).toBe(404);
    const mine = await call(t, guest, 'GET', '/api/v1/groups/invitations');
    expect(mine.json()).toMatchObject([{ group: { id: g.id }, invitedBy: chronicler.user.username }]);
    const page = await call(t, guest, 'GET', `/api/v1/groups/${g.id}`);
    expect(page.json().abilities).toMatchObject({ acceptInvitation: true, viewContents: false });
    expect((await call(t, guest, 'POST', `/api/v1/groups/${g.id}/join`)).json().status).toBe('joined');
    expect(await rowsOf(g.id)).toEqual({ memberCount: 2, rows: 2 });
  });

  it('admins edit, remove members and delete the group; others cannot', async () => {
    const g = (await create(chronicler, { name: 'Editable', category: 'Historical' })).json();
    await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/join`);
    expect(
      (await call(t, connoisseur, 'PATCH', `/api/v1/groups/${g.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    const edit = await call(t, chronicler, 'PATCH', `/api/v1/groups/${g.id}`, {
      name: 'Edited',
      privacyLevel: 'Private',
    });
    expect(edit.json()).toMatchObject({ name: 'Edited', privacyLevel: 'Private' });
    expect(
      (await call(t, connoisseur, 'DELETE', `/api/v1/groups/${g.id}/members/${chronicler.user.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/members/${connoisseur.user.id}`))
        .statusCode,
    ).toBe(204);
    expect(await rowsOf(g.id)).toEqual({ memberCount: 1, rows: 1 });
    // Private now: the about part stays visible, so a non-admin gets 403, not 404.
    expect((await call(t, connoisseur, 'DELETE', `/api/v1/groups/${g.id}`)).statusCode).toBe(403);
    expect((await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}`)).statusCode).toBe(204);
    expect(await db().select().from(groups).where(eq(groups.id, g.id))).toHaveLength(0);
  });

  it('board: threads and replies, bounded; moderators pin, lock and delete; authors delete their own; replies notify', async () => {
    const g = (await create(chronicler, { name: 'Board', category: 'Sci-Fi' })).json();
    await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/join`);
    const outsider = await personOn(t, 'Free', 'out');
    expect(
      (await call(t, outsider, 'POST', `/api/v1/groups/${g.id}/threads`, { title: 'Hi', body: 'x' }))
        .statusCode,
    ).toBe(403);
    const tooLong = await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/threads`, {
      title: 't'.repeat(151),
      body: 'x',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Title must be at most 150 characters');
    const thread = (
      await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/threads`, {
        title: 'Prompts',
        body: 'Share yours',
      })
    ).json();
    expect(thread).toMatchObject({
      title: 'Prompts',
      replyCount: 0,
      abilities: { reply: true, moderate: false, delete: true },
    });

    const reply = await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, {
      body: 'A lighthouse.',
    });
    expect(reply.statusCode).toBe(201);
    expect(
      (
        await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, { body: ' ' })
      ).json().error.message,
    ).toContain('Write something');
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, connoisseur.user.id), eq(notifications.kind, 'group_reply')));
    expect(note).toMatchObject({ groupId: g.id, groupThreadId: thread.id, actorId: chronicler.user.id });
    // Switched off: no second note.
    await db()
      .insert(notificationPreferences)
      .values({ userId: connoisseur.user.id, kind: 'group_reply', enabled: false });
    await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, {
      body: 'Another.',
    });
    expect(
      await db()
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, connoisseur.user.id), eq(notifications.kind, 'group_reply')),
        ),
    ).toHaveLength(1);

    expect(
      (await call(t, connoisseur, 'PATCH', `/api/v1/groups/${g.id}/threads/${thread.id}`, { locked: true }))
        .statusCode,
    ).toBe(403);
    const locked = await call(t, chronicler, 'PATCH', `/api/v1/groups/${g.id}/threads/${thread.id}`, {
      locked: true,
      pinned: true,
    });
    expect(locked.json()).toMatchObject({ locked: true, pinned: true, replyCount: 2 });
    const refused = await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, {
      body: 'Late',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This thread is locked');

    const read = (await call(t, connoisseur, 'GET', `/api/v1/groups/${g.id}/threads/${thread.id}`)).json();
    expect(read.replies.items.map((p: { body: string }) => p.body)).toEqual(['A lighthouse.', 'Another.']);
    expect(read.replies.items[0].abilities.delete).toBe(false);
    expect(
      (await call(t, connoisseur, 'DELETE', `/api/v1/groups/${g.id}/posts/${read.replies.items[0].id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/posts/${read.replies.items[0].id}`))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(t, connoisseur, 'DELETE', `/api/v1/groups/${g.id}/threads/${thread.id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, connoisseur, 'GET', `/api/v1/groups/${g.id}/threads`)).json().items).toEqual([]);
  });

  it('reading list: members add published stories only, and remove them', async () => {
    const g = (await create(chronicler, { name: 'Readers Club', category: 'Modern' })).json();
    const author = await buildUser(db());
    const published = await buildStory(db(), author.id, {
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    const draft = await buildStory(db(), author.id);
    const add = (who: Person, storyId: string) =>
      call(t, who, 'POST', `/api/v1/groups/${g.id}/reading-list`, { storyId });
    expect((await add(connoisseur, published.id)).statusCode).toBe(403);
    expect((await add(chronicler, draft.id)).statusCode).toBe(404);
    expect((await add(chronicler, published.id)).statusCode).toBe(204);
    expect((await add(chronicler, published.id)).statusCode).toBe(204);
    const list = await call(t, null, 'GET', `/api/v1/groups/${g.id}/reading-list`);
    expect(list.json().items).toMatchObject([{ storyId: published.id, addedBy: chronicler.user.username }]);
    expect(
      (await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/reading-list/${published.id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, null, 'GET', `/api/v1/groups/${g.id}/reading-list`)).json().items).toEqual([]);
  });
});
