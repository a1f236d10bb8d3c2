import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { GENRES, GROUP_PRIVACY, GROUP_ROLES } from '@common/constants';
import { users } from './users';
import {
  createdAt,
  lengthBetween,
  oneOf,
  trigramIndex,
  tstz,
  updatedAt,
  uploadKeyIndex,
} from './sql-helpers';

/**
 * groups: role-playing and writing circles (SPEC section 3). Public with member_count 1 at
 * creation (SPEC section 5), the creator being the first member, with role Admin.
 * `member_count` is kept equal to the number of group_members rows by the code that joins and
 * leaves (under a lock on the group row, modules/groups) and by account deletion.
 * Public and Private groups are listed on Find Groups; Invite Only groups are not.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('group_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    creator: uuid('creator')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category'),
    privacyLevel: text('privacy_level').notNull().default('Public'),
    groupImage: text('group_image'),
    memberCount: integer('member_count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastActivity: tstz('last_activity').notNull().defaultNow(),
  },
  (t) => [
    // The orphaned-upload sweep's check (uploads.repository.ts).
    uploadKeyIndex('groups_group_image_key_idx', t.groupImage),
    // Public groups by size, overall and within a category.
    index('groups_public_members_idx')
      .on(t.memberCount.desc().nullsFirst())
      .where(sql.raw(`"privacy_level" = 'Public'`)),
    index('groups_category_members_idx').on(t.category, t.memberCount.desc().nullsFirst()),
    // Find Groups with its keyset pages: listed groups by size, then id; overall and per category.
    index('groups_listed_idx')
      .on(t.memberCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(`"privacy_level" in ('Public', 'Private')`)),
    index('groups_listed_category_idx')
      .on(t.category, t.memberCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(`"privacy_level" in ('Public', 'Private')`)),
    index('groups_creator_idx').on(t.creator),
    trigramIndex('groups_name_trgm_idx', t.name),
    trigramIndex('groups_description_trgm_idx', t.description),
    check('groups_name_length_check', lengthBetween(t.name, 1, 120)),
    check('groups_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('groups_category_check', oneOf(t.category, GENRES)),
    check('groups_privacy_check', oneOf(t.privacyLevel, GROUP_PRIVACY)),
    check('groups_member_count_check', sql`${t.memberCount} >= 0`),
  ],
);

/** group_members: one row per (group, user). Joining gives Member; the creator is Admin. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('Member'),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'group_members_pkey', columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
    // A group page's members list, earliest first (keyset on joined_at, user_id).
    index('group_members_group_joined_idx').on(t.groupId, t.joinedAt, t.userId),
    check('group_members_role_check', oneOf(t.role, GROUP_ROLES)),
  ],
);
