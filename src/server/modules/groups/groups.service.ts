import type {
  GroupCard,
  GroupDetail,
  GroupInput,
  GroupMember,
  GroupRequest,
  GroupRole,
  GroupUpdate,
  JoinResult,
  MyGroup,
  MyInvitation,
} from '@common/schemas/groups';
import type { Page } from '@common/schemas/pagination';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { badRequest, conflict, notFound } from '../../errors';
import { notify } from '../notifications/notifications.service';
import { assertOwnImage, type UploadedImages } from '../worlds/workspace-rules';
import { groupListCursor, memberListCursor } from './group-cursor';
import { createGroupsRepository, type GroupQueries } from './groups.repository';
import { iso, standingOf, toCard, toDetail, type Row, type Viewer } from './groups.presenter';
import {
  GROUP_NOT_FOUND,
  assertAdmin,
  assertCanSeeContents,
  assertCanSeeGroup,
  assertGroupId,
  assertMayCreateGroup,
  assertModerator,
  assertNotLastAdmin,
} from './groups.policy';

type Me = { id: string };

/**
 * Groups (issue 12; SPEC sections 4 to 7): Find Groups, create, the group page, join and leave,
 * requests, invitations, roles. member_count always equals the member rows: every join and leave
 * locks the group row, inserts or deletes the membership and moves the count only when a row
 * really changed, in one transaction.
 */
export function createGroupsService(db: Db, images: UploadedImages) {
  const repo = createGroupsRepository(db);

  /** The group as `viewer` may see it; 404 when it does not exist or is hidden from them. */
  async function visible(id: string, viewer: Viewer): Promise<Row> {
    assertGroupId(id);
    const row = await repo.find(id, viewer?.id ?? null);
    return assertCanSeeGroup(
      row,
      row ? standingOf(row) : standingOf({ role: null, requested: false, invited: false }),
    );
  }

  async function detail(id: string, viewer: Viewer): Promise<GroupDetail> {
    return toDetail(await visible(id, viewer), viewer);
  }

  /** The group if its contents show to `viewer`, with their standing. */
  async function contents(id: string, viewer: Viewer) {
    const row = await visible(id, viewer);
    const standing = standingOf(row);
    assertCanSeeContents(row, standing);
    return { row, standing };
  }

  return {
    detail,
    contents,
    standingOf,

    /** GET /api/v1/groups: listed groups by size (10 on the tab, pages of 20 on 'See all'). */
    async list(
      viewer: Viewer,
      q: { category?: string; cursor?: string; limit: number },
    ): Promise<Page<GroupCard>> {
      const after = groupListCursor.decode(q.cursor);
      const rows = await repo.listListed({
        category: q.category,
        after,
        take: q.limit + 1,
        viewerId: viewer?.id ?? null,
      });
      const items = rows.slice(0, q.limit);
      const last = items.at(-1);
      return {
        items: items.map(toCard),
        nextCursor:
          rows.length > q.limit && last ? groupListCursor.encode([last.memberCount, last.id]) : null,
      };
    },

    /** POST /api/v1/groups: the creator becomes its Admin and first member (member_count 1). */
    async create(me: Me, input: GroupInput & { name: string; category: string }): Promise<GroupDetail> {
      assertOwnImage(images, input.groupImage, 'group-images', me.id, 'groupImage');
      const id = await withTransaction(db, createGroupsRepository, async (tx) => {
        assertMayCreateGroup((await tx.lockUserForTierCheck(me.id))?.tier);
        const groupId = await tx.insert(me.id, {
          name: input.name,
          description: input.description ?? '',
          category: input.category,
          privacyLevel: input.privacyLevel ?? 'Public',
          groupImage: input.groupImage ?? null,
        });
        await tx.addMember(groupId, me.id, 'Admin');
        return groupId;
      });
      return detail(id, me);
    },

    /** PATCH /api/v1/groups/:id (Admins). */
    async update(me: Me, id: string, patch: GroupUpdate): Promise<GroupDetail> {
      const row = await visible(id, me);
      assertAdmin(standingOf(row));
      if (patch.groupImage !== undefined && patch.groupImage !== row.groupImage) {
        assertOwnImage(images, patch.groupImage, 'group-images', me.id, 'groupImage');
      }
      if (Object.keys(patch).length > 0) await repo.update(id, patch);
      return detail(id, me);
    },

    /** DELETE /api/v1/groups/:id (Admins): members, board and reading list go; shared worlds stay with their owners. */
    async remove(me: Me, id: string): Promise<void> {
      assertAdmin(standingOf(await visible(id, me)));
      await repo.delete(id);
    },

    /**
     * POST /api/v1/groups/:id/join. Public: joins as Member. Invited (any privacy): accepts the
     * invitation and joins. Private: files a join request for the admins and moderators. Idempotent.
     */
    async join(me: Me, id: string): Promise<JoinResult> {
      const row = await visible(id, me);
      const standing = standingOf(row);
      if (standing.role !== null) return { status: 'joined', group: toDetail(row, me) };
      const status = await withTransaction(db, createGroupsRepository, async (tx, txDb) => {
        const group = await tx.lock(id);
        if (!group) throw notFound(GROUP_NOT_FOUND);
        const invited = await tx.deleteInvitation(id, me.id);
        if (group.privacyLevel === 'Public' || invited) {
          if (await tx.addMember(id, me.id, 'Member'))
            await tellModerators(tx, txDb, id, me.id, 'group_join');
          return 'joined' as const;
        }
        if (group.privacyLevel === 'Private') {
          if (await tx.insertRequest(id, me.id))
            await tellModerators(tx, txDb, id, me.id, 'group_join_request');
          return 'requested' as const;
        }
        throw notFound(GROUP_NOT_FOUND);
      });
      return { status, group: await detail(id, me) };
    },

    /**
     * DELETE /api/v1/groups/:id/membership: leaves (deleting the membership, SPEC section 4),
     * or withdraws a pending request, or declines an invitation. The last admin gets 409.
     */
    async leave(me: Me, id: string): Promise<GroupDetail | null> {
      await visible(id, me);
      await withTransaction(db, createGroupsRepository, async (tx) => {
        if (!(await tx.lock(id))) throw notFound(GROUP_NOT_FOUND);
        const role = await tx.roleOf(id, me.id);
        if (role) {
          assertNotLastAdmin(role, await tx.countAdmins(id));
          await tx.removeMember(id, me.id);
        }
        await tx.deleteRequest(id, me.id);
        await tx.deleteInvitation(id, me.id);
      });
      // An Invite Only group disappears from the one who left.
      return detail(id, me).catch(() => null);
    },

    async members(
      viewer: Viewer,
      id: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<Page<GroupMember>> {
      await contents(id, viewer);
      const after = memberListCursor.decode(cursor);
      const rows = await repo.listMembers(id, after, limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map((m) => ({
          userId: m.userId,
          username: m.username,
          profileImage: m.profileImage,
          role: m.role as GroupRole,
          joinedAt: iso(m.joinedAt),
        })),
        nextCursor:
          rows.length > limit && last ? memberListCursor.encode([last.cursorAt, last.userId]) : null,
      };
    },

    /** PATCH /api/v1/groups/:id/members/:userId (Admins); the last admin cannot step down. */
    async setRole(me: Me, id: string, userId: string, role: GroupRole): Promise<GroupMember[]> {
      assertAdmin(standingOf(await visible(id, me)));
      assertGroupId(userId, 'Member not found');
      await withTransaction(db, createGroupsRepository, async (tx) => {
        await tx.lock(id);
        const current = await tx.roleOf(id, userId);
        if (!current) throw notFound('Member not found');
        if (role !== 'Admin') assertNotLastAdmin(current, await tx.countAdmins(id));
        await tx.setRole(id, userId, role);
      });
      return (await repo.listMembers(id, undefined, 1000))
        .filter((m) => m.userId === userId)
        .map((m) => ({
          userId: m.userId,
          username: m.username,
          profileImage: m.profileImage,
          role: m.role as GroupRole,
          joinedAt: iso(m.joinedAt),
        }));
    },

    /** DELETE /api/v1/groups/:id/members/:userId (Admins); leaving yourself is DELETE .../membership. */
    async removeMember(me: Me, id: string, userId: string): Promise<void> {
      assertAdmin(standingOf(await visible(id, me)));
      assertGroupId(userId, 'Member not found');
      if (userId === me.id) throw badRequest('Use Leave group to leave it yourself');
      await withTransaction(db, createGroupsRepository, async (tx) => {
        await tx.lock(id);
        if (!(await tx.removeMember(id, userId))) throw notFound('Member not found');
      });
    },

    async requests(me: Me, id: string): Promise<GroupRequest[]> {
      assertModerator(standingOf(await visible(id, me)));
      return (await repo.listRequests(id)).map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    },

    /** POST /api/v1/groups/:id/requests/:userId: approve (joins as Member) or decline (drops the request). */
    async decide(me: Me, id: string, userId: string, approve: boolean): Promise<void> {
      assertModerator(standingOf(await visible(id, me)));
      assertGroupId(userId, 'Request not found');
      await withTransaction(db, createGroupsRepository, async (tx) => {
        await tx.lock(id);
        if (!(await tx.deleteRequest(id, userId))) throw notFound('Request not found');
        if (approve) await tx.addMember(id, userId, 'Member');
      });
    },

    /** POST /api/v1/groups/:id/invitations (Admins and Moderators): invites a user by username. */
    async invite(me: Me, id: string, username: string): Promise<void> {
      assertModerator(standingOf(await visible(id, me)));
      const user = await repo.findUserByUsername(username);
      if (!user) throw notFound('User not found');
      if (await repo.isMember(id, user.id)) throw conflict(`${user.username} is already a member`);
      await repo.insertInvitation(id, user.id, me.id);
    },

    async myInvitations(me: Me): Promise<MyInvitation[]> {
      return (await repo.myInvitations(me.id)).map((r) => ({
        group: toCard(r),
        invitedBy: r.invitedBy,
        createdAt: iso(r.invitedAt),
      }));
    },

    myGroups: (me: Me): Promise<MyGroup[]> =>
      repo.myGroups(me.id).then((rows) => rows.map((r) => ({ ...r, role: r.role as GroupRole }))),

    /** Whether the user belongs to the group (the worlds policy asks this for 'Group Only' worlds). */
    isMember: (groupId: string, userId: string) => repo.isMember(groupId, userId),
  };

  async function tellModerators(
    tx: GroupQueries,
    txDb: Db,
    groupId: string,
    actorId: string,
    kind: 'group_join' | 'group_join_request',
  ): Promise<void> {
    for (const recipientId of await tx.moderatorIds(groupId)) {
      await notify(txDb, { recipientId, kind, actorId, groupId });
    }
  }
}
