import { and, asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { GroupRole } from '@common/schemas/groups';
import type { Db } from '../../db/client';
import { transactional, type Transactional } from '../../db/transactional';
import { userLockQueries } from '../users/users.repository';
import { groupInvitations, groupJoinRequests, groupMembers, groups, users } from '../../db/schema/index';
import { cursorTimestamp } from '../../db/keyset-cursor';
import { statementCache } from '../../db/statement-cache';

/** Group columns the API shows, with the creator's name. */
const groupColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  category: groups.category,
  privacyLevel: groups.privacyLevel,
  groupImage: groups.groupImage,
  memberCount: groups.memberCount,
  creator: groups.creator,
  createdAt: groups.createdAt,
  lastActivity: groups.lastActivity,
};
export type GroupRow = typeof groups.$inferSelect;
export type GroupWrite = Partial<
  Pick<GroupRow, 'name' | 'description' | 'category' | 'privacyLevel' | 'groupImage'>
>;

/**
 * The caller's role, pending request and invitation as three scalar subqueries. The outer group id
 * is written table-qualified on purpose: drizzle prints a column of a single-table select without
 * its table, which inside the subquery would silently mean the subquery's own group_id.
 */
const GROUP_ID = sql.raw('"groups"."group_id"');
const standingColumns = (viewerId: string | Placeholder | null) =>
  viewerId
    ? {
        role: sql<GroupRole | null>`(select m.role from group_members m where m.group_id = ${GROUP_ID} and m.user_id = ${viewerId}::uuid)`,
        requested: sql<boolean>`exists (select 1 from group_join_requests r where r.group_id = ${GROUP_ID} and r.user_id = ${viewerId}::uuid)`,
        invited: sql<boolean>`exists (select 1 from group_invitations i where i.group_id = ${GROUP_ID} and i.user_id = ${viewerId}::uuid)`,
      }
    : {
        role: sql<GroupRole | null>`null::text`,
        requested: sql<boolean>`false`,
        invited: sql<boolean>`false`,
      };

/** Listed groups (Find Groups): Public and Private; Invite Only groups are never listed. */
export const LISTED = sql`${groups.privacyLevel} in ('Public', 'Private')`;

type ListedShape = { category?: string; after?: unknown; viewerId: string | null };

/** The Find Groups page for one shape, with placeholders for the request's values. */
const listedStatement = (db: Db, shape: string, f: ListedShape) =>
  db
    .select({ ...groupColumns, ...standingColumns(f.viewerId ? sql.placeholder('viewerId') : null) })
    .from(groups)
    .where(
      and(
        LISTED,
        f.category ? sql`${groups.category} = ${sql.placeholder('category')}` : undefined,
        f.after
          ? sql`(${groups.memberCount}, ${groups.id}) < (${sql.placeholder('afterCount')}, ${sql.placeholder('afterId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(groups.memberCount), desc(groups.id))
    .limit(sql.placeholder('take'))
    .prepare(shape);

function groupQueries(db: Db) {
  const listed = statementCache<ReturnType<typeof listedStatement>>();
  return {
    ...userLockQueries(db),
    /**
     * Find Groups: listed groups by member_count desc, id desc (groups_listed_*_idx), one keyset
     * page. A named statement per shape (guest or signed in, category, cursor), built once.
     */
    listListed(f: { category?: string; after?: [number, string]; take: number; viewerId: string | null }) {
      const shape = `groups_listed${f.viewerId ? '_v' : ''}${f.category ? '_g' : ''}${f.after ? '_c' : ''}`;
      const statement = listed(shape, () => listedStatement(db, shape, f));
      return statement.execute({
        viewerId: f.viewerId,
        category: f.category,
        afterCount: f.after?.[0],
        afterId: f.after?.[1],
        take: f.take,
      });
    },

    /** One group with the caller's standing and the creator's username. */
    async find(id: string, viewerId: string | null) {
      const [row] = await db
        .select({ ...groupColumns, ...standingColumns(viewerId), creatorName: users.username })
        .from(groups)
        .leftJoin(users, eq(users.id, groups.creator))
        .where(eq(groups.id, id))
        .limit(1);
      return row;
    },

    /** Locks the group row for the rest of the transaction (joins, leaves and role changes queue here). */
    async lock(id: string) {
      const [row] = await db
        .select({ id: groups.id, privacyLevel: groups.privacyLevel, name: groups.name })
        .from(groups)
        .where(eq(groups.id, id))
        .for('update');
      return row;
    },

    async insert(creator: string, values: GroupWrite & { name: string }) {
      const [row] = await db
        .insert(groups)
        .values({ ...values, creator, memberCount: 0 })
        .returning({ id: groups.id });
      return row!.id;
    },

    async update(id: string, values: GroupWrite): Promise<void> {
      await db
        .update(groups)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(groups.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(groups).where(eq(groups.id, id));
    },

    async touch(id: string): Promise<void> {
      await db
        .update(groups)
        .set({ lastActivity: sql`now()` })
        .where(eq(groups.id, id));
    },

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

    /** Invitations waiting for the user, newest first, with the group's card. */
    myInvitations(userId: string) {
      return db
        .select({
          ...groupColumns,
          ...standingColumns(userId),
          invitedBy: sql<
            string | null
          >`(select u.username from users u where u.user_id = ${groupInvitations.invitedBy})`,
          invitedAt: groupInvitations.createdAt,
        })
        .from(groupInvitations)
        .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
        .where(eq(groupInvitations.userId, userId))
        .orderBy(desc(groupInvitations.createdAt))
        .limit(50);
    },

    /** Groups the user belongs to, by name. */
    myGroups(userId: string) {
      return db
        .select({ id: groups.id, name: groups.name, role: groupMembers.role })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
        .limit(200);
    },

    async findUserByUsername(username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },
  };
}

export type GroupQueries = ReturnType<typeof groupQueries>;
export type GroupsRepository = Transactional<GroupQueries>;

/** The only code touching groups, group_members, group_join_requests and group_invitations. */
export function createGroupsRepository(db: Db): GroupsRepository {
  return transactional(db, groupQueries);
}
