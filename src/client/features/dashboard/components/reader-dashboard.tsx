import { Bookmark, BookOpenCheck, Clock, Flame, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { useNow } from '@client/lib/use-now';
import { useReaderDashboard } from '../api/get-reader-dashboard';
import { ContinueReadingPanel } from './continue-reading-panel';
import { DashboardError, DashboardLoading } from './dashboard-states';
import { DiscoverPanel } from './discover-panel';
import { RecommendedPanel } from './recommended-panel';
import { StatCard } from './stat-card';
import { pluralNoun } from '@common/plural';

/**
 * Reader mode (SPEC section 2): Stories Read, Hours Read, Reading Streak and Bookmarked;
 * Continue Reading and Recommended in the main column, Discover Stories beside. A link leads to
 * the reading analytics dashboard (/reading/analytics; locked there for plans without it).
 */
export function ReaderDashboard() {
  const query = useReaderDashboard();
  const now = useNow();
  if (query.isPending) return <DashboardLoading />;
  if (query.isError)
    return (
      <DashboardError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  const d = query.data;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard name="storiesRead" label="Stories Read" value={d.stats.storiesRead} icon={BookOpenCheck} />
        <StatCard name="hoursRead" label="Hours Read" value={d.stats.hoursRead} icon={Clock} />
        <StatCard
          name="readingStreak"
          label="Reading Streak"
          value={d.stats.readingStreak}
          unit={pluralNoun(d.stats.readingStreak, 'day')}
          icon={Flame}
        />
        <StatCard name="bookmarked" label="Bookmarked" value={d.stats.bookmarked} icon={Bookmark} />
      </div>
      <p className="mt-3 text-sm">
        <Link
          to="/reading/analytics"
          className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          <LineChart aria-hidden="true" className="size-4" />
          Your year of reading: calendar, streaks, genres and authors
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ContinueReadingPanel items={d.continueReading} now={now} />
          <RecommendedPanel />
        </div>
        <div className="min-w-0">
          <DiscoverPanel />
        </div>
      </div>
    </>
  );
}
