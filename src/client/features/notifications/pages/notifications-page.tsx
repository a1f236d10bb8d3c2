import { Bell, CheckCheck } from 'lucide-react';
import { useUnreadCount } from '@client/components/notification-bell/get-unread-count';
import { useMarkNotificationsRead } from '@client/components/notification-bell/mark-notifications-read';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { NotificationPreferencesPanel } from '../components/notification-preferences';
import { NotificationsList } from '../components/notifications-list';

/**
 * /notifications: the signed-in user's notifications with Mark all read, and which kinds they
 * want to hear about (the profile's 'Configure Notifications' leads here).
 */
export default function NotificationsPage() {
  const unread = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const count = unread.data ?? 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Notifications"
        description={count > 0 ? `${count} unread` : 'You are all caught up.'}
        icon={Bell}
        actions={
          <Button
            variant="secondary"
            onClick={() => markRead.mutate(undefined)}
            disabled={count === 0}
            busy={markRead.isPending}
          >
            {markRead.isPending ? null : <CheckCheck aria-hidden="true" className="size-4" />}
            Mark all read
          </Button>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <NotificationsList />
        <aside>
          <NotificationPreferencesPanel />
        </aside>
      </div>
    </div>
  );
}
