import { Globe, ScrollText, Sparkles, UserRound } from 'lucide-react';
import { useNow } from '@client/lib/use-now';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { ActiveStoriesPanel } from './active-stories-panel';
import { DashboardError, DashboardLoading } from './dashboard-states';
import { ProgressToMaster } from './progress-to-master';
import { QuickActions } from './quick-actions';
import { RecentActivityPanel } from './recent-activity-panel';
import { StatCard } from './stat-card';

/**
 * Creator mode (SPEC section 2): Active Stories, Characters, Worlds and XP This Month; My Active
 * Stories and Recent Activity in the main column, Progress to Master and Quick Actions beside.
 */
export function CreatorDashboard() {
  const query = useCreatorDashboard();
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
        <StatCard
          name="activeStories"
          label="Active Stories"
          value={d.stats.activeStories}
          icon={ScrollText}
        />
        <StatCard name="characters" label="Characters" value={d.stats.characters} icon={UserRound} />
        <StatCard name="worlds" label="Worlds" value={d.stats.worlds} icon={Globe} />
        <StatCard name="xpThisMonth" label="XP This Month" value={d.stats.xpThisMonth} icon={Sparkles} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ActiveStoriesPanel stories={d.activeStories} now={now} />
          <RecentActivityPanel items={d.recentActivity} now={now} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ProgressToMaster
            experiencePoints={d.experiencePoints}
            userLevel={d.userLevel}
            progress={d.progressToMaster}
          />
          <QuickActions />
        </div>
      </div>
    </>
  );
}
