import { z } from 'zod';
import { cursorQuerySchema, pageSchema, type Page } from './pagination';

/**
 * Notification kinds (one per event that tells someone about another person's action). The
 * database CHECK, the preferences screen and the server's message texts all read this list.
 */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'follower',
  'review',
  'rating',
  'new_chapter',
  'group_join',
  'group_join_request',
  'group_reply',
  'template_version',
  'event_start',
  'event_deadline',
  'event_winner',
  'template_sale',
  'tip',
  'play_credit',
  'commission',
  'beta_invite',
  'beta_comment',
  'beta_end',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** What each kind is called on the preferences screen. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  comment: 'Comments on my stories',
  reply: 'Replies to my comments',
  follower: 'New followers',
  review: 'Reviews of me or my stories',
  rating: 'Ratings of my stories',
  new_chapter: 'New chapters of stories I bookmarked',
  group_join: 'Someone joined my group',
  group_join_request: 'Someone asked to join my group',
  group_reply: 'Replies in my group threads',
  template_version: 'New versions of templates I own',
  event_start: 'An event I joined starts',
  event_deadline: 'An event I joined closes in 24 hours',
  event_winner: 'I was placed among the winners of an event',
  template_sale: 'Someone bought my template',
  tip: 'Someone tipped me',
  play_credit: 'I was offered credit for a play session drafted into a story',
  commission: 'A commission I asked for or was asked for moved on',
  beta_invite: 'I was invited to a beta read, or someone applied to mine',
  beta_comment: 'A beta reader commented on my draft',
  beta_end: 'A beta read I read ended',
};

/** Notifications per page of GET /api/v1/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One notification as the bell and the notifications page show it; the text is built on the server. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  /** Ready to show, e.g. 'aria replied to your comment on The Quenching'. */
  text: z.string(),
  /** Where clicking it leads (an app path such as /library/{storyId}). */
  link: z.string(),
  actor: z.object({ username: z.string(), profileImage: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications: newest first, keyset pages (`cursor` from the previous page). */
export const notificationsQuerySchema = cursorQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = pageSchema(notificationSchema);
export type NotificationsPage = Page<Notification>;

export const unreadCountSchema = z.object({ count: z.number().int() });

/** POST /api/v1/notifications/read: the given ids, or every unread one when `ids` is absent. */
export const markReadSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200).optional() });
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** Every kind with whether it is on (all on unless the user turned it off). */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: notificationKindSchema, enabled: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/v1/notifications/preferences: any subset of kinds; kinds left out keep their setting. */
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(z.object({ kind: notificationKindSchema, enabled: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
