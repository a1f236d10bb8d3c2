import { and, asc, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { GroupRole } from '@common/schemas/groups';
import type { Db } from '../../db/client';
import { transactional, type Transactional } from '../../db/transactional';
import { userLockQueries } from '../users/users.repository';
import { groupInvitations, groupMembers, groups, users } from '../../db/schema/index';
import { statementCache } from '../../db/statement-cache';
import { groupMemberQueries } from './group-members.queries';

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
    ...groupMemberQueries(db),
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
