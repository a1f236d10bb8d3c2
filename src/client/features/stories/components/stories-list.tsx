import { BookPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { EmptyState, NoMatchesState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { useMyStories, type StoryListFilters } from '../api/get-my-stories';
import { StoryCard, StoryCardSkeleton } from './story-card';
import { countLabel } from './story-format';

type Props = {
  filters: StoryListFilters;
  /** Whether any filter is on: decides which empty state shows. */
  isFiltered: boolean;
  onClearFilters: () => void;
  /** "Now" for the cards' time since update. */
  now: number;
};

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The cards of My Stories with every state of a list: skeletons while the first page loads,
 * the SPEC's failure message with Try again, the two empty states, and 'Load more' for the
 * next keyset page (the cards already shown stay, so thousands of stories cost one page at a time).
 */
export function StoriesList({ filters, isFiltered, onClearFilters, now }: Props) {
  const query = useMyStories(filters);

  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only" role="status">
          Loading stories...
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          <StoryCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={`Failed to load stories: ${query.error.message}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const stories = query.data.pages.flatMap((page) => page.items);
  if (stories.length === 0) {
    return isFiltered ? (
      <NoMatchesState
        noun="stories"
        description="Try adjusting your search or filters to find what you are looking for."
        onClearFilters={onClearFilters}
      />
    ) : (
      <EmptyState
        icon={BookPlus}
        title="No stories yet"
        description="Every saga starts with a single line. Forge your first story and invite others to write it with you."
        action={<LinkButton to="/stories/create">Create Your First Story</LinkButton>}
      />
    );
  }

  return (
    <div>
      <p className="sr-only" role="status">
        {`Showing ${countLabel(stories.length, 'story', 'stories')}`}
      </p>
      <ul className={[GRID, query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''].join(' ')}>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} now={now} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <div className="mt-6">
          <LoadError
            message={`Failed to load stories: ${query.error?.message ?? ''}`}
            onRetry={() => void query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        </div>
      ) : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
