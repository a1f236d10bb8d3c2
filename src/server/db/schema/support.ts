import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_BODY_MAX, SUPPORT_PRIORITIES, SUPPORT_STATUSES, SUPPORT_SUBJECT_MAX } from '@common/support';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, tstz, uploadKeyIndex } from './sql-helpers';

/**
 * support_requests: one request to the support desk, owned by the user who opened it. The
 * priority (0 dedicated, 1 priority, 2 standard: common/support.ts) is the opener's plan's at the
 * time it was opened, and with it the first-response due time; first_responded_at is the first
 * answer by support the user could see (internal notes do not count). updated_at is the last
 * message or change.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('support_request_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    priorityRank: smallint('priority_rank').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    firstResponseDueAt: tstz('first_response_due_at').notNull(),
    firstRespondedAt: tstz('first_responded_at'),
  },
  (t) => [
    // The admin queue: by status, then priority, then age.
    index('support_requests_queue_idx').on(t.status, t.priorityRank, t.createdAt),
    // The user's own list, newest activity first.
    index('support_requests_user_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    index('support_requests_assignee_idx').on(t.assigneeId),
    check('support_requests_subject_check', lengthBetween(t.subject, 1, SUPPORT_SUBJECT_MAX)),
    check('support_requests_status_check', oneOf(t.status, SUPPORT_STATUSES)),
    check(
      'support_requests_priority_check',
      sql`${t.priorityRank} between 0 and ${sql.raw(String(SUPPORT_PRIORITIES.length - 1))}`,
    ),
  ],
);

/**
 * support_messages: the thread of a request. `internal` notes are written by admins for admins and
 * never reach the requester. screenshot_image is an upload of the author's in support-images.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('support_message_id').primaryKey().defaultRandom(),
    requestId: uuid('support_request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    // A departed admin's answers stay in the thread, without a name.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull().default(false),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    screenshotImage: text('screenshot_image'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_request_idx').on(t.requestId, t.createdAt),
    index('support_messages_author_idx').on(t.authorId),
    uploadKeyIndex('support_messages_screenshot_key_idx', t.screenshotImage),
    check('support_messages_body_check', lengthBetween(t.body, 1, SUPPORT_BODY_MAX)),
    check('support_messages_internal_check', sql`not ${t.internal} or ${t.fromSupport}`),
  ],
);
