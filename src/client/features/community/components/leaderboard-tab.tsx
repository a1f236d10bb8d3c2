import { ArrowRight, Trophy } from 'lucide-react';
import { PAGE_SIZES } from '@common/constants';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { useCurrentUser } from '@client/lib/session';
import { useLeaderboard } from '../api/get-leaderboard';
import { COMMUNITY_LOAD_ERROR } from './community-load-error';
import { LeaderboardList } from './leaderboard-list';

/** The Leaderboards tab: 'Top Storytellers This Month', the top 5 by XP this month (UTC), and 'See all'. */
export function LeaderboardTab() {
  const query = useLeaderboard('month', PAGE_SIZES.leaderboard);
  const { user } = useCurrentUser();
  const body = (
    <QueryStates
      state={queryStatusOf(query)}
      loading={<CardGridSkeleton label="Loading leaderboard..." count={1} />}
      errorTitle={COMMUNITY_LOAD_ERROR}
      count={query.data?.items.length ?? 0}
      empty={
        <EmptyState
          icon={Trophy}
          title="No storytellers on the board yet"
          description="Write, publish and take part to earn XP this month."
        />
      }
    >
      <LeaderboardList rows={query.data?.items ?? []} meId={user?.id} label="Top Storytellers This Month" />
    </QueryStates>
  );
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
