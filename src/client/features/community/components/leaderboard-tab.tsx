import { ArrowRight, Trophy } from 'lucide-react';
import { LEADERBOARD_TAB_SIZE } from '@common/schemas/leaderboards';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';
import { useLeaderboard } from '../api/get-leaderboard';
import { CommunityLoadError } from './community-load-error';
import { LeaderboardList } from './leaderboard-list';

/** The Leaderboards tab: 'Top Storytellers This Month', the top 5 by XP this month (UTC), and 'See all'. */
export function LeaderboardTab() {
  const query = useLeaderboard('month', LEADERBOARD_TAB_SIZE);
  const { user } = useCurrentUser();
  let body;
  if (query.isPending) body = <CardGridSkeleton label="Loading leaderboard..." count={1} />;
  else if (query.isError)
    body = (
      <CommunityLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState
        icon={Trophy}
        title="No storytellers on the board yet"
        description="Write, publish and take part to earn XP this month."
      />
    );
  else body = <LeaderboardList rows={query.data.items} meId={user?.id} label="Top Storytellers This Month" />;
  return (
    <section aria-labelledby="leaderboard-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leaderboard-title" className="font-display text-2xl font-semibold text-ink">
          Top Storytellers This Month
        </h2>
        <LinkButton to="/community/leaderboard" variant="secondary" size="sm">
          See all
          <ArrowRight aria-hidden="true" className="size-4" />
        </LinkButton>
      </div>
      {body}
    </section>
  );
}
