import type { ReactNode } from 'react';
import { SearchX, Upload, LayoutTemplate, BookOpen } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { QueryStates, queryStatusOf, type QueryStatus } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { resultCountLabel, type MarketplaceTab } from './marketplace-options';

export const LOADING_TEXT = 'Loading marketplace...';
export const LOAD_ERROR_TITLE = 'Failed to load marketplace items';

/** The list's state as the page's query reports it. */
export type ResultsState =
  | Exclude<QueryStatus, { status: 'ready' }>
  | { status: 'ready'; count: number; total: number; totalCapped?: boolean; updating: boolean };

/** The paged query behind a marketplace list (templates or stories). */
type PagedQuery = Parameters<typeof queryStatusOf>[0] & {
  data?: { pages: { items: unknown[]; total: number; totalCapped?: boolean }[] };
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/** A marketplace list's state and 'Load more', read from its paged query. */
export function resultsOf(query: PagedQuery): { state: ResultsState; more: MoreState } {
  const status = queryStatusOf(query);
  const first = query.data?.pages[0];
  return {
    state:
      status.status !== 'ready'
        ? status
        : {
            status: 'ready',
            count: first?.items.length ?? 0,
            total: first?.total ?? 0,
            totalCapped: first?.totalCapped,
            updating: query.isPlaceholderData,
          },
    more: {
      hasMore: query.hasNextPage && !query.isPlaceholderData,
      loading: query.isFetchingNextPage,
      failed: query.isFetchNextPageError ? (query.error?.message ?? '') : null,
      onLoadMore: () => void query.fetchNextPage(),
    },
  };
}

type MoreState = { hasMore: boolean; loading: boolean; failed: string | null; onLoadMore: () => void };

type Props = {
  tab: MarketplaceTab;
  state: ResultsState;
  /** Any filter on (category, search, price): the empty state says to adjust them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The cards, one per item (rendered only when there are some). */
  children?: ReactNode;
  /** 'Load more' while the server has a next page. */
  more?: MoreState;
};

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/**
 * Every state of a marketplace list (SPEC section 2): 'Loading marketplace...', 'Failed to load
 * marketplace items' with the message and Try again, the result count ('N items found' or
 * 'N stories found'), the cards, 'Load more', and the empty states: 'No items found' /
 * 'No stories found' with a hint, and on Templates with no filters 'Be the first to upload a
 * template!' with an 'Upload Your First Template' link.
 */
export function MarketplaceResults({ tab, state, filtered, onClearFilters, children, more }: Props) {
  const ready = state.status === 'ready' ? state : null;
  const countLine = ready ? (
    <p role="status" className="mb-4 text-sm font-medium text-ink-muted" data-testid="result-count">
      {resultCountLabel(tab, ready.total, ready.totalCapped)}
    </p>
  ) : null;
  return (
    <QueryStates
      state={state}
      loading={
        <div className="flex justify-center py-16" aria-busy="true">
          <Spinner label={LOADING_TEXT} />
        </div>
      }
      errorTitle={LOAD_ERROR_TITLE}
      count={ready?.count ?? 0}
      empty={
        <div>
          {countLine}
          <EmptyResults tab={tab} filtered={filtered} onClearFilters={onClearFilters} />
        </div>
      }
    >
      <div aria-busy={ready?.updating || undefined}>
        {countLine}
        <ul
          aria-label={tab === 'templates' ? 'Templates' : 'Stories'}
          className={[GRID, ready?.updating ? 'opacity-60 transition-opacity' : ''].join(' ')}
        >
          {children}
        </ul>
        {more ? (
          <div className="mt-8 flex flex-col items-center gap-3">
            {more.failed ? <Alert tone="error">{`${LOAD_ERROR_TITLE}: ${more.failed}`}</Alert> : null}
            {more.hasMore ? (
              <Button
                variant="secondary"
                onClick={more.onLoadMore}
                busy={more.loading}
                disabled={more.loading}
              >
                {more.loading ? 'Loading more...' : 'Load more'}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </QueryStates>
  );
}

function EmptyResults({
  tab,
  filtered,
  onClearFilters,
}: {
  tab: MarketplaceTab;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const clear = (
    <Button variant="secondary" onClick={onClearFilters}>
      Clear filters
    </Button>
  );
  if (tab === 'templates') {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title="No items found"
        description="Try adjusting your search or filters to find what you are looking for."
        action={clear}
      />
    ) : (
      <EmptyState
        icon={LayoutTemplate}
        title="No items found"
        description="Be the first to upload a template!"
        action={
          <LinkButton to="/marketplace/upload">
            <Upload aria-hidden="true" className="size-4" />
            Upload Your First Template
          </LinkButton>
        }
      />
    );
  }
  return filtered ? (
    <EmptyState
      icon={SearchX}
      title="No stories found"
      description="Try adjusting your search or genre to find what you are looking for."
      action={clear}
    />
  ) : (
    <EmptyState
      icon={BookOpen}
      title="No stories found"
      description={
        tab === 'completed'
          ? 'No completed books have been published yet. Check back soon.'
          : 'No ongoing stories have been published yet. Check back soon.'
      }
    />
  );
}
