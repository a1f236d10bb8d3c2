import {
  BookOpen,
  CalendarClock,
  Coins,
  Dices,
  Feather,
  DoorOpen,
  LayoutTemplate,
  MessageCircle,
  MessagesSquare,
  ShoppingBag,
  Star,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Notification, NotificationKind } from '@common/schemas/notifications';
import { relativeTime } from '@common/relative-time';

const ICONS: Record<NotificationKind, LucideIcon> = {
  comment: MessageCircle,
  reply: MessagesSquare,
  follower: UserPlus,
  review: Star,
  rating: Star,
  new_chapter: BookOpen,
  group_join: Users,
  group_join_request: DoorOpen,
  group_reply: MessagesSquare,
  template_version: LayoutTemplate,
  event_start: CalendarClock,
  event_deadline: CalendarClock,
  event_winner: Trophy,
  template_sale: ShoppingBag,
  tip: Coins,
  play_credit: Dices,
  commission: Feather,
  beta_invite: BookOpen,
  beta_comment: MessageCircle,
  beta_end: DoorOpen,
};

type Props = {
  notification: Notification;
  /** "Now" for the relative time (useNow), passed in so a list computes it once. */
  now: number;
};

/**
 * The inside of one notification row: kind icon, the server's sentence, how long ago, and an
 * unread dot. The caller wraps it in the link or menu item that leads to `notification.link`.
 */
export function NotificationItem({ notification, now }: Props) {
  const Icon = ICONS[notification.kind];
  const unread = notification.readAt === null;
  return (
    <span className="flex w-full items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={['block text-sm break-words', unread ? 'font-semibold text-ink' : 'text-ink-muted'].join(
            ' ',
          )}
        >
          {notification.text}
        </span>
        <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-ink-muted">
          {relativeTime(notification.createdAt, now)}
        </time>
      </span>
      {unread ? (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-accent">
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </span>
  );
}
