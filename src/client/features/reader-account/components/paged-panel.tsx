import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { Page } from '@common/schemas/pagination';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';

type Props<T> = {
  title: string;
  icon: LucideIcon;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** 'Failed to load {what}: {message}'. */
  what: string;
  /** Shown when the list is empty: what is missing and the way forward. */
  empty: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** A titled list panel with loading, error, empty states and 'Show more' for the next page. */
export function PagedPanel<T>({ title, icon, query, what, empty, itemKey, renderItem }: Props<T>) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Panel title={title} icon={icon}>
      {query.isPending ? (
        <Spinner label={`Loading ${what}...`} className="py-6" />
      ) : query.isError && items.length === 0 ? (
        <LoadError
          message={`Failed to load ${what}: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          {empty}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4 w-full sm:w-auto"
              onClick={() => void query.fetchNextPage()}
              busy={query.isFetchingNextPage}
              disabled={query.isFetchingNextPage}
            >
              Show more
            </Button>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              Could not load more: {query.error?.message}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
