import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { groups, notifications } from '../../db/schema/index';
import { buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { createGroupsService } from './groups.service';
import { LAST_ADMIN_MESSAGE } from './groups.policy';
import { call, personOn, type Person } from './groups.test-support';
import { useGroupsSuite } from './groups-setup.test-support';

describe('groups: membership and administration', () => {
  let t: TestApp;
  let chronicler: Person;
  let connoisseur: Person;
  const { rowsOf, create } = useGroupsSuite((s) => ({ t, chronicler, connoisseur } = s));
  const db = () => t.database.db;

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
});
