import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@common/schemas/notifications';
import { chapters } from './chapters';
import { commissionEvents } from './commissions';
import { events } from './events';
import { groupThreads } from './group-content';
import { groups } from './groups';
import { playSessions } from './play';
import { userComments } from './social';
import { stories } from './stories';
import { templates } from './templates';
import { users } from './users';
import { createdAt, oneOf, tstz } from './sql-helpers';

/**
 * notifications: one row per thing a user should hear about. The text is not stored: it is
 * built when read from the kind and the current names of actor, story and chapter, so a renamed
 * story reads right everywhere. A notification disappears with its recipient or with the story,
 * chapter or comment it points at; an actor who deletes their account leaves it (shown as
 * 'Anonymous').
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('notification_id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => userComments.id, { onDelete: 'cascade' }),
    /** The group of a group_join / group_join_request / group_reply notification. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** The thread of a group_reply notification. */
    groupThreadId: uuid('group_thread_id').references(() => groupThreads.id, { onDelete: 'cascade' }),
    /** The event of an event_start / event_deadline / event_winner notification. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The template of a template_version notification. */
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'cascade' }),
    /** The play session of a play_credit notification (an offer of credit for its drafts). */
    playSessionId: uuid('play_session_id').references(() => playSessions.id, { onDelete: 'cascade' }),
    /** The step of a 'commission' notification (its commission and the state it reached). */
    commissionEventId: uuid('commission_event_id').references(() => commissionEvents.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
  },
  (t) => [
    // The bell and the notifications page: a recipient's newest first.
    index('notifications_recipient_created_idx').on(
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread badge counts only unread rows.
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_story_idx').on(t.storyId),
    index('notifications_chapter_idx').on(t.chapterId),
    index('notifications_commission_event_idx').on(t.commissionEventId),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_group_idx').on(t.groupId),
    index('notifications_group_thread_idx').on(t.groupThreadId),
    index('notifications_template_idx').on(t.templateId),
    index('notifications_event_idx').on(t.eventId),
    index('notifications_play_session_idx').on(t.playSessionId),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notifications_not_self_check', sql`${t.actorId} is null or ${t.actorId} <> ${t.recipientId}`),
  ],
);

/**
 * notification_preferences: a row only where the user chose a setting; a kind without a row is
 * on (the default is "all on", and new kinds start on for everyone).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);
