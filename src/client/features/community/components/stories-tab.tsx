import { useMemo } from 'react';
import { ArrowRight, BookOpen, SearchX } from 'lucide-react';
import { PAGE_SIZES } from '@common/constants';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { useServerContentHandoff } from '@client/app/server-content';
import { useCurrentUser } from '@client/lib/session';
import { useCommunityStories } from '../api/get-community-stories';
import { matchText } from './community-filters';
import { COMMUNITY_LOAD_ERROR } from './community-load-error';
import { StoryCard } from './story-card';

/** Cards of the first row at the widest layout: their covers are in view on arrival and load at once. */
const EAGER_COVERS = 3;

/** Discover Stories: 10 published stories of the category (SPEC section 7), searched in the browser. */
export function StoriesTab({ search, category }: { search: string; category?: string }) {
  const genre = category && category !== 'All' ? category : undefined;
  const query = useCommunityStories(genre, PAGE_SIZES.community);
  // The server's copy of /community (open-web community-hub-html.ts) stays until the list, its
  // empty state or its error is here and the viewer is known (the header's Create buttons): no
  // skeleton in between.
  const viewerLoading = useCurrentUser().isLoading;
  useServerContentHandoff(!query.isPending && !viewerLoading);
  const items = useMemo(
    () => matchText(query.data?.items ?? [], search, (s) => [s.title, s.description]),
    [query.data, search],
  );
  const body = (
    <QueryStates
      state={queryStatusOf(query)}
      loading={<CardGridSkeleton label="Loading stories..." count={3} />}
      errorTitle={COMMUNITY_LOAD_ERROR}
      count={items.length}
      filtered={(query.data?.items.length ?? 0) > 0}
      empty={
        <EmptyState
          icon={BookOpen}
          title={genre ? `No ${genre} stories yet` : 'No stories yet'}
          description="Published stories appear here."
        />
      }
      noMatches={
        <EmptyState
          icon={SearchX}
          title="No stories match your search"
          description="Try another word or category."
        />
      }
    >
      <ul aria-label="Stories" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((s, index) => (
          <li key={s.id} className="flex">
            <StoryCard story={s} eagerCover={index < EAGER_COVERS} />
          </li>
        ))}
      </ul>
    </QueryStates>
  );
  return (
    <div className="space-y-5">
      {body}
      {query.data?.nextCursor ? (
        <div className="flex justify-center">
          <LinkButton
            to={`/community/stories${genre ? `?category=${encodeURIComponent(genre)}` : ''}`}
            variant="secondary"
          >
            See all stories
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkButton>
        </div>
      ) : null}
    </div>
  );
}
