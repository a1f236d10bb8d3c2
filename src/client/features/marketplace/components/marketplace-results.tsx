import type { ReactNode } from 'react';
import { RotateCw, SearchX, Upload, LayoutTemplate, BookOpen } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { Spinner } from '@client/components/ui/spinner';
import { resultCountLabel, type MarketplaceTab } from './marketplace-options';

export const LOADING_TEXT = 'Loading marketplace...';
export const LOAD_ERROR_TITLE = 'Failed to load marketplace items';

/** The list's state as the page's query reports it. */
export type ResultsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retrying: boolean; onRetry: () => void }
  | { status: 'ready'; count: number; total: number; totalCapped?: boolean; updating: boolean };

type Props = {
  tab: MarketplaceTab;
  state: ResultsState;
  /** Any filter on (category, search, price): the empty state says to adjust them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The cards, one per item (rendered only when there are some). */
  children?: ReactNode;
  /** 'Load more' while the server has a next page. */
  more?: { hasMore: boolean; loading: boolean; failed: string | null; onLoadMore: () => void };
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
  if (state.status === 'loading') {
    return (
      <div className="flex justify-center py-16" aria-busy="true">
        <Spinner label={LOADING_TEXT} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert tone="error">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold">{LOAD_ERROR_TITLE}</p>
            <p className="mt-0.5 break-words">{state.message}</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={state.onRetry}
            busy={state.retrying}
            disabled={state.retrying}
            className="shrink-0 self-start sm:self-auto"
          >
            {state.retrying ? null : <RotateCw aria-hidden="true" className="size-4" />}
            Try again
          </Button>
        </div>
      </Alert>
    );
  }

  const countLine = (
    <p role="status" className="mb-4 text-sm font-medium text-ink-muted" data-testid="result-count">
      {resultCountLabel(tab, state.total, state.totalCapped)}
    </p>
  );
  if (state.count === 0) {
    return (
      <div>
        {countLine}
        <EmptyResults tab={tab} filtered={filtered} onClearFilters={onClearFilters} />
      </div>
    );
  }
  return (
    <div aria-busy={state.updating || undefined}>
      {countLine}
      <ul
        aria-label={tab === 'templates' ? 'Templates' : 'Stories'}
        className={[GRID, state.updating ? 'opacity-60 transition-opacity' : ''].join(' ')}
      >
        {children}
      </ul>
      {more ? (
        <div className="mt-8 flex flex-col items-center gap-3">
          {more.failed ? <Alert tone="error">{`${LOAD_ERROR_TITLE}: ${more.failed}`}</Alert> : null}
          {more.hasMore ? (
            <Button variant="secondary" onClick={more.onLoadMore} busy={more.loading} disabled={more.loading}>
              {more.loading ? 'Loading more...' : 'Load more'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
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
