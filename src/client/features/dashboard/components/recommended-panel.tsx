import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Panel } from '@client/components/ui/panel';
import { RecommendedStoryList } from '@client/components/recommended-stories/recommended-story-list';
import { useRecommendations } from '../api/get-recommendations';

/** The Recommended list of SPEC section 2: 3 stories. */
const SIZE = 3;

/**
 * Recommended for You: learned from the reader's reading when their plan has AI recommendations,
 * else the popular list with a line naming the plans that learn and linking to /subscription.
 */
export function RecommendedPanel() {
  const query = useRecommendations(SIZE);
  const popular = query.data?.kind === 'popular';
  return (
    <Panel title="Recommended for You" icon={Sparkles}>
      {query.data ? (
        <p className="-mt-2 mb-3 text-sm text-ink-muted">
          {popular ? (
            <>
              Popular with readers now. Recommendations that learn from your reading come with the{' '}
              {query.data.plans} plans.{' '}
              <Link
                to={query.data.upgradeUrl ?? '/subscription'}
                className="font-semibold text-accent underline"
              >
                See plans
              </Link>
            </>
          ) : (
            'Picked from what you read, rated and bookmarked'
          )}
        </p>
      ) : null}
      <RecommendedStoryList
        what="recommendations"
        stories={query.data?.items}
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        empty="You have read everything we would suggest. Try Discover Stories."
      />
    </Panel>
  );
}
