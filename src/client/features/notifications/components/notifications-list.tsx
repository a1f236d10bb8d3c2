import { Link } from 'react-router';
import { BellOff } from 'lucide-react';
import { useNotifications } from '@client/components/notification-bell/get-notifications';
import { useMarkNotificationsRead } from '@client/components/notification-bell/mark-notifications-read';
import { NotificationItem } from '@client/components/notification-bell/notification-item';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useNow } from '@client/lib/use-now';

/** Every notification, newest first, with Load more; opening one marks it read. */
export function NotificationsList() {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const now = useNow();

  if (query.isPending) return <Spinner label="Loading notifications..." />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={`Failed to load notifications: ${query.error.message}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title="No notifications yet"
        description="Comments, replies, followers, reviews, ratings and new chapters of stories you bookmarked show up here."
      />
    );
  }
  return (
    <div>
      <ul
        aria-label="Notifications"
        className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-sm"
      >
        {items.map((n) => (
          <li key={n.id}>
            <Link
              to={n.link}
              onClick={() => (n.readAt === null ? markRead.mutate([n.id]) : undefined)}
              className="flex px-4 py-3 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset"
            >
              <NotificationItem notification={n} now={now} />
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
