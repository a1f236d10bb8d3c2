import { useSearchParams } from 'react-router';
import { Trophy } from 'lucide-react';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardPeriod } from '@common/schemas/leaderboards';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { useLeaderboard } from '../api/get-leaderboard';
import { BackToCommunity } from '../components/back-to-community';
import { CommunityLoadError } from '../components/community-load-error';
import { LeaderboardList } from '../components/leaderboard-list';
import { formatNumber } from '@common/number-format';

const TITLES: Record<LeaderboardPeriod, string> = {
  month: 'Top Storytellers This Month',
  all: 'Top Storytellers of All Time',
};

/** The full leaderboard (/community/leaderboard): top 100 this month (UTC) or of all time, and the viewer's own rank. */
export default function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const period: LeaderboardPeriod = params.get('period') === 'all' ? 'all' : 'month';
  const query = useLeaderboard(period, LEADERBOARD_PAGE_SIZE);
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
    body = <EmptyState icon={Trophy} title="No storytellers on the board yet" />;
  else body = <LeaderboardList rows={query.data.items} meId={user?.id} label={TITLES[period]} />;
  const me = query.data?.me;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Leaderboards"
        description="Experience points earned by writing, publishing and taking part."
        icon={Trophy}
        eyebrow={<BackToCommunity tab="leaderboards" label="Back to the Community Hub" />}
      />
      <div
        role="group"
        aria-label="Period"
        className="mb-5 inline-flex rounded-lg border border-line bg-surface p-1"
      >
        {(['month', 'all'] as const).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === period}
            onClick={() => setParams(p === 'month' ? {} : { period: p }, { replace: true })}
            className={[
              'rounded-md px-3 py-1.5 text-sm font-semibold',
              p === period ? 'bg-accent text-on-accent' : 'text-ink-muted hover:text-ink',
            ].join(' ')}
          >
            {p === 'month' ? 'This Month' : 'All Time'}
          </button>
        ))}
      </div>
      <h2 className="mb-4 font-display text-2xl font-semibold text-ink">{TITLES[period]}</h2>
      {me ? (
        <p className="mb-4 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-ink">
          {me.rank === null
            ? 'You have no XP in this period yet.'
            : `Your rank: #${formatNumber(me.rank)} with ${formatNumber(me.xp)} XP`}
        </p>
      ) : null}
      {body}
    </div>
  );
}
