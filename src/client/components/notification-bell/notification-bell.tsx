import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, CheckCheck } from 'lucide-react';
import type { Notification } from '@common/schemas/notifications';
import { Spinner } from '@client/components/ui/spinner';
import { useNow } from '@client/lib/use-now';
import { useNotifications } from './get-notifications';
import { useUnreadCount } from './get-unread-count';
import { useMarkNotificationsRead } from './mark-notifications-read';
import { NotificationItem } from './notification-item';

/** How many of the newest notifications the dropdown shows; the rest are on /notifications. */
const DROPDOWN_SIZE = 8;

type Props = {
  /** Layout classes for the wrapper (the header decides where the bell sits). */
  className?: string;
};

/**
 * The header's notification bell for signed-in users: an unread-count badge polled every 30 s,
 * and a dropdown with the newest notifications (loaded when opened), Mark all read, and a link
 * to /notifications. Choosing a notification marks it read and follows its link.
 */
export function NotificationBell({ className }: Props) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const count = unread.data ?? 0;
  const items = list.data?.pages.flatMap((p) => p.items).slice(0, DROPDOWN_SIZE) ?? [];
  const now = useNow();

  const follow = (n: Notification) => {
    if (n.readAt === null) markRead.mutate([n.id]);
    void navigate(n.link);
  };

  return (
    <div className={className}>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger
          aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
          className="relative inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Bell aria-hidden="true" className="size-5" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-on-accent"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-line bg-surface p-2 shadow-lg"
          >
            <div className="flex items-center justify-between gap-2 px-2 py-1.5">
              <DropdownMenu.Label className="font-display text-base font-semibold text-ink">
                Notifications
              </DropdownMenu.Label>
              <DropdownMenu.Item
                disabled={count === 0 || markRead.isPending}
                onSelect={(event) => {
                  event.preventDefault();
                  markRead.mutate(undefined);
                }}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-accent outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-surface-muted"
              >
                <CheckCheck aria-hidden="true" className="size-4" />
                Mark all read
              </DropdownMenu.Item>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <div className="max-h-[min(26rem,60vh)] overflow-y-auto">
              {list.isPending ? (
                <div className="px-3 py-6 text-center">
                  <Spinner />
                </div>
              ) : list.isError ? (
                <p role="alert" className="px-3 py-6 text-center text-sm text-danger">
                  Failed to load notifications: {list.error.message}
                </p>
              ) : items.length === 0 ? (
                <p className="px-3 py-6 text-center text-sm text-ink-muted">No notifications yet</p>
              ) : (
                items.map((n) => (
                  <DropdownMenu.Item
                    key={n.id}
                    onSelect={() => follow(n)}
                    className="flex cursor-pointer rounded-lg px-2 py-2.5 outline-none data-[highlighted]:bg-surface-muted"
                  >
                    <NotificationItem notification={n} now={now} />
                  </DropdownMenu.Item>
                ))
              )}
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item asChild>
              <Link
                to="/notifications"
                className="block rounded-lg px-2 py-2 text-center text-sm font-semibold text-accent outline-none data-[highlighted]:bg-surface-muted"
              >
                See all notifications and settings
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
