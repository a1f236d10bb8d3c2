import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { GROUP_LIMITS } from '@common/schemas/groups';
import { groups } from './groups';
import { stories } from './stories';
import { users } from './users';
import { createdAt, lengthBetween, tstz } from './sql-helpers';

/**
 * What lives inside a group (issue 12): join requests of Private groups, invitations of Invite
 * Only groups, the discussion board (threads and their replies) and the group's reading list. All
 * of it goes with the group; a user's requests, invitations and posts go with the user.
 */

/** A pending request to join a Private group; approving it makes a membership and drops the row. */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'group_join_requests_pkey', columns: [t.groupId, t.userId] }),
    index('group_join_requests_group_created_idx').on(t.groupId, t.createdAt),
    index('group_join_requests_user_idx').on(t.userId),
  ],
);

/** A pending invitation to an Invite Only (or any) group; accepting makes a membership and drops it. */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'group_invitations_pkey', columns: [t.groupId, t.userId] }),
    index('group_invitations_user_created_idx').on(t.userId, t.createdAt),
    index('group_invitations_invited_by_idx').on(t.invitedBy),
  ],
);

/** A board thread: its opening post is `body`; replies are group_posts. Pinned threads list first. */
export const groupThreads = pgTable(
  'group_threads',
  {
    id: uuid('thread_id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
    lastPostAt: tstz('last_post_at').notNull().defaultNow(),
  },
  (t) => [
    // The board: pinned first, then the most recently active.
    index('group_threads_board_idx').on(
      t.groupId,
      t.pinned.desc().nullsFirst(),
      t.lastPostAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('group_threads_author_idx').on(t.authorId),
    check('group_threads_title_length_check', lengthBetween(t.title, 1, GROUP_LIMITS.threadTitle)),
    check('group_threads_body_length_check', lengthBetween(t.body, 1, GROUP_LIMITS.postBody)),
    check('group_threads_reply_count_check', sql`${t.replyCount} >= 0`),
  ],
);

/** A reply in a thread, oldest first. */
export const groupPosts = pgTable(
  'group_posts',
  {
    id: uuid('post_id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => groupThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_posts_thread_created_idx').on(t.threadId, t.createdAt, t.id),
    index('group_posts_author_idx').on(t.authorId),
    check('group_posts_body_length_check', lengthBetween(t.body, 1, GROUP_LIMITS.postBody)),
  ],
);

/** The group's reading list: published stories members added, newest first. */
export const groupReadingList = pgTable(
  'group_reading_list',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'group_reading_list_pkey', columns: [t.groupId, t.storyId] }),
    index('group_reading_list_group_added_idx').on(t.groupId, t.addedAt.desc().nullsFirst()),
    index('group_reading_list_story_idx').on(t.storyId),
    index('group_reading_list_added_by_idx').on(t.addedBy),
  ],
);
