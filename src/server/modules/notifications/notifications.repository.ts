import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@common/schemas/notifications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { chapters } from '../../db/schema/chapters';
import { commissionEvents } from '../../db/schema/commissions';
import { groupThreads } from '../../db/schema/group-content';
import { groups } from '../../db/schema/groups';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { stories } from '../../db/schema/stories';
import { templates } from '../../db/schema/templates';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';

/** A new notification for one recipient. */
export type NewNotification = {
  recipientId: string;
  kind: NotificationKind;
  actorId: string;
  storyId?: string | null;
  chapterId?: string | null;
  commentId?: string | null;
  groupId?: string | null;
  groupThreadId?: string | null;
  /** The template of a template_sale notification. */
  templateId?: string | null;
  /** The play session of a play_credit notification. */
  playSessionId?: string | null;
  /** The step of a 'commission' notification (commission_events). */
  commissionEventId?: string | null;
};

/** `true` unless the user switched `kind` off (no row means on). */
const kindEnabledFor = (userIdSql: ReturnType<typeof sql>, kind: NotificationKind) =>
  sql`not exists (select 1 from notification_preferences p
                   where p.user_id = ${userIdSql} and p.kind = ${kind} and p.enabled = false)`;

/** The only code touching notifications and notification_preferences. `db` may be a transaction. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * Inserts one notification unless the recipient is the actor or has the kind switched off,
     * in one statement. Resolves to whether a row was written.
     */
    async insertOne(n: NewNotification): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into notifications (recipient_id, kind, actor_id, story_id, chapter_id, comment_id,
                                       group_id, group_thread_id, template_id, play_session_id,
                                       commission_event_id)
            select ${n.recipientId}::uuid, ${n.kind}, ${n.actorId}::uuid, ${n.storyId ?? null}::uuid,
                   ${n.chapterId ?? null}::uuid, ${n.commentId ?? null}::uuid,
                   ${n.groupId ?? null}::uuid, ${n.groupThreadId ?? null}::uuid,
                   ${n.templateId ?? null}::uuid, ${n.playSessionId ?? null}::uuid,
                   ${n.commissionEventId ?? null}::uuid
             where ${n.recipientId}::uuid <> ${n.actorId}::uuid
               and ${kindEnabledFor(sql`${n.recipientId}::uuid`, n.kind)}
            returning notification_id as id`,
      );
      return rows.length > 0;
    },

    /**
     * One INSERT ... SELECT: a 'new_chapter' notification for every reader who bookmarked the
     * (public) story, except the actor, readers who switched the kind off, and readers already
     * told about this chapter (re-publishing does not notify twice). Resolves to the count.
     */
    async insertForBookmarkers(storyId: string, chapterId: string, actorId: string): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into notifications (recipient_id, kind, actor_id, story_id, chapter_id)
            select b.user_id, 'new_chapter', ${actorId}::uuid, b.story_id, ${chapterId}::uuid
              from user_bookmarks b
              join stories s on s.story_id = b.story_id and s.privacy_level = 'Public'
             where b.story_id = ${storyId}::uuid
               and b.user_id <> ${actorId}::uuid
               and ${kindEnabledFor(sql`b.user_id`, 'new_chapter')}
               and not exists (select 1 from notifications n
                                where n.recipient_id = b.user_id and n.kind = 'new_chapter'
                                  and n.chapter_id = ${chapterId}::uuid)
            returning notification_id as id`,
      );
      return rows.length;
    },

    /**
     * A 'template_version' notification for each of `recipientIds` (those who acquired the
     * template), except the actor and those who switched the kind off. Resolves to the count.
     */
    async insertTemplateVersion(
      templateId: string,
      actorId: string,
      recipientIds: string[],
    ): Promise<number> {
      if (recipientIds.length === 0) return 0;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into notifications (recipient_id, kind, actor_id, template_id)
            select r.id, 'template_version', ${actorId}::uuid, ${templateId}::uuid
              from unnest(${`{${recipientIds.join(',')}}`}::uuid[]) as r(id)
             where r.id <> ${actorId}::uuid
               and ${kindEnabledFor(sql`r.id`, 'template_version')}
            returning notification_id as id`,
      );
      return rows.length;
    },

    /**
     * An event kind (event_start, event_deadline, event_winner) for each of `recipientIds`, except
     * the actor (the event's creator, for winners) and those who switched the kind off, once per
     * recipient, kind and event. Resolves to the count.
     */
    async insertEventKind(
      kind: 'event_start' | 'event_deadline' | 'event_winner',
      eventId: string,
      actorId: string | null,
      recipientIds: string[],
    ): Promise<number> {
      if (recipientIds.length === 0) return 0;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into notifications (recipient_id, kind, actor_id, event_id)
            select r.id, ${kind}, ${actorId}::uuid, ${eventId}::uuid
              from unnest(${`{${recipientIds.join(',')}}`}::uuid[]) as r(id)
             where r.id is distinct from ${actorId}::uuid
               and ${kindEnabledFor(sql`r.id`, kind)}
               and not exists (select 1 from notifications n where n.recipient_id = r.id
                                  and n.kind = ${kind} and n.event_id = ${eventId}::uuid)
            returning notification_id as id`,
      );
      return rows.length;
    },

    /** A page of the recipient's notifications, newest first, with the names they mention. */
    listPage(recipientId: string, limit: number, after?: KeysetPosition) {
      return db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          cursorAt: cursorTimestamp(notifications.createdAt),
          storyId: notifications.storyId,
          commentId: notifications.commentId,
          actorUsername: users.username,
          actorImage: users.profileImage,
          storyTitle: stories.title,
          recipientOwnsStory: sql<boolean | null>`${stories.createdBy} = ${notifications.recipientId}`,
          chapterId: notifications.chapterId,
          chapterPosition: chapters.position,
          chapterTitle: chapters.title,
          groupId: notifications.groupId,
          groupName: groups.name,
          groupThreadId: notifications.groupThreadId,
          groupThreadTitle: groupThreads.title,
          templateId: notifications.templateId,
          templateName: templates.name,
          eventId: notifications.eventId,
          eventTitle: events.title,
          playSessionId: notifications.playSessionId,
          commissionId: commissionEvents.commissionId,
          commissionState: commissionEvents.toState,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .leftJoin(stories, eq(stories.id, notifications.storyId))
        .leftJoin(chapters, eq(chapters.id, notifications.chapterId))
        .leftJoin(groups, eq(groups.id, notifications.groupId))
        .leftJoin(groupThreads, eq(groupThreads.id, notifications.groupThreadId))
        .leftJoin(templates, eq(templates.id, notifications.templateId))
        .leftJoin(events, eq(events.id, notifications.eventId))
        .leftJoin(commissionEvents, eq(commissionEvents.id, notifications.commissionEventId))
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            after ? afterPosition(notifications.createdAt, notifications.id, after) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1);
    },

    async countUnread(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::integer` })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
      return Number(row?.count ?? 0);
    },

    /** Stamps read_at on the recipient's unread notifications (only `ids` when given); returns how many. */
    async markRead(recipientId: string, ids?: string[]): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** The user's stored choices (kinds without a row are on). */
    listPreferences(userId: string) {
      return db
        .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    /** Stores the given choices in one upsert. */
    async savePreferences(
      userId: string,
      choices: { kind: NotificationKind; enabled: boolean }[],
    ): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values(choices.map((c) => ({ userId, kind: c.kind, enabled: c.enabled })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { enabled: sql`excluded.enabled` },
        });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
