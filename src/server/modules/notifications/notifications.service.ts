import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsPage,
} from '@common/schemas/notifications';
import type { Db } from '../../db/client';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { describeNotification } from './notification-text';
import { createNotificationsRepository, type NewNotification } from './notifications.repository';

/**
 * Tells `recipientId` that `actorId` did something (a comment, reply, follow, review, rating or
 * new chapter), pointing at the story, chapter or comment concerned. Does nothing when the
 * recipient is the actor or has switched this kind off. The text is built when read, from the
 * kind and the ids given here, so pass the ids the text needs:
 * - comment / reply: storyId and commentId (the new comment)
 * - review: storyId for a story review; none for a review of the recipient as an author
 * - rating: storyId; new_chapter: storyId and chapterId; follower: nothing else
 *
 * Pass the transaction handle (`withTransaction`'s `tx`) to make it part of a larger write.
 * @returns whether a notification was written.
 */
export function notify(db: Db, notification: NewNotification): Promise<boolean> {
  return createNotificationsRepository(db).insertOne(notification);
}

/**
 * Fans a 'new_chapter' notification out to every reader who bookmarked the story, in one
 * INSERT ... SELECT: never the actor, never readers who switched the kind off, only while the
 * story is Public, and once per reader and chapter. Call it when a chapter becomes published.
 * @returns how many readers were notified.
 */
export function notifyBookmarkersOfNewChapter(
  db: Db,
  event: { storyId: string; chapterId: string; actorId: string },
): Promise<number> {
  return createNotificationsRepository(db).insertForBookmarkers(
    event.storyId,
    event.chapterId,
    event.actorId,
  );
}

/** The signed-in user's side: reading, counting, marking and configuring their notifications. */
export function createNotificationsService(db: Db) {
  const repo = createNotificationsRepository(db);
  return {
    async list(
      me: { id: string; username: string },
      limit: number,
      cursor?: string,
    ): Promise<NotificationsPage> {
      const rows = await repo.listPage(me.id, limit, decodeCursor(cursor));
      const page = toPage(rows, limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((row): Notification => {
          const kind = row.kind as NotificationKind;
          const { text, link } = describeNotification({ ...row, kind, recipientUsername: me.username });
          return {
            id: row.id,
            kind,
            text,
            link,
            actor: row.actorUsername ? { username: row.actorUsername, profileImage: row.actorImage } : null,
            createdAt: row.createdAt.toISOString(),
            readAt: row.readAt?.toISOString() ?? null,
          };
        }),
      };
    },

    unreadCount: (userId: string) => repo.countUnread(userId),

    markRead: (userId: string, ids?: string[]) => repo.markRead(userId, ids),

    /** Every kind, in the shared order, with the user's choice (on when never chosen). */
    async getPreferences(userId: string): Promise<NotificationPreferences> {
      const stored = new Map((await repo.listPreferences(userId)).map((p) => [p.kind, p.enabled]));
      return { preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: stored.get(kind) ?? true })) };
    },

    /** Saves the kinds sent (the last one wins if a kind repeats) and answers the full list. */
    async updatePreferences(
      userId: string,
      choices: { kind: NotificationKind; enabled: boolean }[],
    ): Promise<NotificationPreferences> {
      const latest = new Map(choices.map((c) => [c.kind, c.enabled]));
      await repo.savePreferences(
        userId,
        [...latest].map(([kind, enabled]) => ({ kind, enabled })),
      );
      return this.getPreferences(userId);
    },
  };
}
