import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import { Button } from './button';
import { CardGridSkeleton } from './card-grid-skeleton';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

type Props<T extends { id: string }> = {
  /** A cursor-paged list query (pages of `{ items, nextCursor }`). */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  /** The plural noun of the items, e.g. "characters": "Loading characters...", "Failed to load characters: {message}". */
  noun: string;
  /** The list's accessible name, e.g. "Characters". */
  label: string;
  /** Shown when the list is empty: `filteredEmpty` if any filter is on, else `empty`. */
  filtered: boolean;
  empty: ReactNode;
  filteredEmpty: ReactNode;
  /** One card; it fills its grid cell. */
  renderItem: (item: T) => ReactNode;
};

/**
 * A paged grid of cards with every state of a list: loading (skeleton cards), failed (SPEC
 * section 8: 'Failed to load {noun}: {message}' with Try again), empty, filtered-empty, the
 * cards, and 'Load more' while the server has a next page. While new filters load, the previous
 * results stay visible, dimmed.
 */
export function PagedCardList<T extends { id: string }>({
  query,
  noun,
  label,
  filtered,
  empty,
  filteredEmpty,
  renderItem,
}: Props<T>) {
  if (query.isPending) return <CardGridSkeleton label={`Loading ${noun}...`} />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={`Failed to load ${noun}: ${query.error.message}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0 && !query.isPlaceholderData) return <>{filtered ? filteredEmpty : empty}</>;

  const updating = query.isPlaceholderData;
  return (
    <div aria-busy={updating || undefined}>
      {updating ? <Spinner label="Updating results..." className="mb-4" /> : null}
      <ul
        aria-label={label}
        className={['grid gap-5 sm:grid-cols-2 xl:grid-cols-3', updating ? 'opacity-60' : ''].join(' ')}
      >
        {items.map((item) => (
          <li key={item.id} className="flex">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        {query.isFetchNextPageError ? (
          <LoadError
            message={`Failed to load ${noun}: ${query.error?.message ?? ''}`}
            onRetry={() => void query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        ) : query.hasNextPage && !updating ? (
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
