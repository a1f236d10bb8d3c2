import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GroupRole } from '@common/schemas/groups';
import type { Db } from '../../db/client';
import { groupInvitations, groupJoinRequests, groupMembers, groups, users } from '../../db/schema/index';
import { cursorTimestamp } from '../../db/keyset-cursor';

/**
 * Memberships, join requests and invitations of a group: part of the groups repository (spread
 * into its queries, so callers still see one repository and one transaction). Writes that change
 * a membership run after the repository's `lock` of the group row.
 */
export function groupMemberQueries(db: Db) {
  return {
    /**
     * Adds a membership and counts it, in the caller's transaction (after `lock`): member_count
     * moves only when a row was really inserted, so it always equals the rows. Drops any pending
     * request or invitation of the user. Resolves to whether the user is new.
     */
    async addMember(groupId: string, userId: string, role: GroupRole): Promise<boolean> {
      await db
        .delete(groupJoinRequests)
        .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId)));
      await db
        .delete(groupInvitations)
        .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)));
      const rows = await db
        .insert(groupMembers)
        .values({ groupId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      if (rows.length === 0) return false;
      await db
        .update(groups)
        .set({ memberCount: sql`${groups.memberCount} + 1`, lastActivity: sql`now()` })
        .where(eq(groups.id, groupId));
      return true;
    },

    /** Deletes a membership and uncounts it (after `lock`); resolves to whether there was one. */
    async removeMember(groupId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .returning({ userId: groupMembers.userId });
      if (rows.length === 0) return false;
      await db
        .update(groups)
        .set({ memberCount: sql`${groups.memberCount} - 1` })
        .where(eq(groups.id, groupId));
      return true;
    },

    async roleOf(groupId: string, userId: string): Promise<GroupRole | null> {
      const [row] = await db
        .select({ role: groupMembers.role })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return (row?.role as GroupRole | undefined) ?? null;
    },

    async isMember(groupId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row !== undefined;
    },

    async countAdmins(groupId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::integer` })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'Admin')));
      return Number(row?.n ?? 0);
    },

    async setRole(groupId: string, userId: string, role: GroupRole): Promise<void> {
      await db
        .update(groupMembers)
        .set({ role })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    },

    /** Ids of the people to tell about joins and requests: admins and moderators. */
    async moderatorIds(groupId: string): Promise<string[]> {
      const rows = await db
        .select({ id: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.role, ['Admin', 'Moderator'])))
        .limit(50);
      return rows.map((r) => r.id);
    },

    /** Members, earliest first (group_members_pkey serves the group; joined_at sorts a group's rows). */
    listMembers(groupId: string, after: [string, string] | undefined, take: number) {
      return db
        .select({
          userId: groupMembers.userId,
          username: users.username,
          profileImage: users.profileImage,
          role: groupMembers.role,
          joinedAt: groupMembers.joinedAt,
          cursorAt: cursorTimestamp(groupMembers.joinedAt),
        })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            after
              ? sql`(${groupMembers.joinedAt}, ${groupMembers.userId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId))
        .limit(take);
    },

    async insertRequest(groupId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(groupJoinRequests)
        .values({ groupId, userId })
        .onConflictDoNothing()
        .returning({ userId: groupJoinRequests.userId });
      return rows.length > 0;
    },

    async deleteRequest(groupId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(groupJoinRequests)
        .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId)))
        .returning({ userId: groupJoinRequests.userId });
      return rows.length > 0;
    },

    listRequests(groupId: string) {
      return db
        .select({
          userId: groupJoinRequests.userId,
          username: users.username,
          profileImage: users.profileImage,
          createdAt: groupJoinRequests.createdAt,
        })
        .from(groupJoinRequests)
        .innerJoin(users, eq(users.id, groupJoinRequests.userId))
        .where(eq(groupJoinRequests.groupId, groupId))
        .orderBy(asc(groupJoinRequests.createdAt))
        .limit(200);
    },

    async insertInvitation(groupId: string, userId: string, invitedBy: string): Promise<boolean> {
      const rows = await db
        .insert(groupInvitations)
        .values({ groupId, userId, invitedBy })
        .onConflictDoNothing()
        .returning({ userId: groupInvitations.userId });
      return rows.length > 0;
    },

    async deleteInvitation(groupId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(groupInvitations)
        .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)))
        .returning({ userId: groupInvitations.userId });
      return rows.length > 0;
    },
  };
}
