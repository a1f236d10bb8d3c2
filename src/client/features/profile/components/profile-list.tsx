import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { Panel } from '@client/components/ui/panel';

type Props<T> = {
  title: string;
  icon: LucideIcon;
  /** At most 5 (SPEC section 9: profile tabs list at most 5 items). */
  items: T[];
  /** How many there are in all; 'View all' shows whenever there is any. */
  total: number;
  /** The full list, e.g. /stories. */
  viewAllTo: string;
  /** What the full list is, read after 'View all' by screen readers, e.g. 'stories'. */
  noun: string;
  empty: { title: string; description: string; action?: ReactNode };
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** One profile tab: the first items with a 'View all' link to the full list, or its empty state. */
export function ProfileList<T>({
  title,
  icon,
  items,
  total,
  viewAllTo,
  noun,
  empty,
  itemKey,
  renderItem,
}: Props<T>) {
  if (total === 0)
    return (
      <EmptyState icon={icon} title={empty.title} description={empty.description} action={empty.action} />
    );
  return (
    <Panel
      title={title}
      icon={icon}
      action={
        <Link
          to={viewAllTo}
          className="rounded text-sm font-semibold whitespace-nowrap text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          View all<span className="sr-only"> {noun}</span> ({total})
        </Link>
      }
    >
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={itemKey(item)} className="rounded-xl border border-line px-4 py-3">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className="mt-3 text-sm text-ink-muted">
          Showing {items.length} of {total}.
        </p>
      ) : null}
    </Panel>
  );
}
