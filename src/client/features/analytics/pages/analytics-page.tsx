import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '@common/entitlements';
import { formatCents } from '@common/pricing';
import { formatNumber } from '@common/number-format';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { useCurrentUser } from '@client/lib/session';
import { useAuthorAnalytics } from '../api/get-analytics';
import { AnalyticsStates } from '../components/analytics-states';
import { PeriodPicker, usePeriod } from '../components/period-picker';
import { StatTiles } from '@client/components/charts/stat-tiles';
import { DataTable } from '@client/components/charts/data-table';
import {
  EngagementCard,
  FollowersCard,
  SalesCard,
  SourcesCard,
  ViewsCard,
} from '../components/analytics-sections';

/**
 * /analytics: all the signed-in author's stories over a period (plans with analytics; others see
 * the locked preview with the plans' names). Every chart has a table view and a CSV download.
 */
export default function AnalyticsPage() {
  const { user } = useCurrentUser();
  const allowed = user ? can(user.subscriptionTier, 'analytics') : false;
  const [period, days, setDays] = usePeriod();
  const query = useAuthorAnalytics(period, allowed);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Analytics"
        icon={BarChart3}
        description="How your stories are read: views, readers, chapters, followers and sales."
        actions={allowed ? <PeriodPicker days={days} onChange={setDays} /> : undefined}
      />
      <AnalyticsStates tier={user?.subscriptionTier} allowed={allowed} query={query}>
        {(data) => (
          <>
            <StatTiles
              tiles={[
                { label: 'Views', value: formatNumber(data.totals.views) },
                { label: 'Unique readers (daily)', value: formatNumber(data.totals.readers) },
                {
                  label: 'Average read-through',
                  value: data.totals.readThrough === null ? '–' : `${data.totals.readThrough}%`,
                },
                { label: 'Followers gained', value: formatNumber(data.totals.followersGained) },
                { label: 'Followers lost', value: formatNumber(data.totals.followersLost) },
                { label: 'Template earnings', value: formatCents(data.totals.earningsCents) },
              ]}
            />
            <Panel title="Your stories">
              {data.stories.length === 0 ? (
                <p className="text-ink-muted">No reads in this period yet.</p>
              ) : (
                <DataTable
                  caption="Your stories by views"
                  head={['Story', 'Views', 'Unique readers']}
                  rows={data.stories.map((s) => [
                    <Link
                      key={s.id}
                      className="text-ink underline underline-offset-2 hover:no-underline"
                      to={`/analytics/stories/${s.id}${days === '30' ? '' : `?days=${days}`}`}
                    >
                      {s.title}
                    </Link>,
                    s.views,
                    s.readers,
                  ])}
                />
              )}
            </Panel>
            <ViewsCard list={data.days} file="all-stories" />
            <FollowersCard list={data.authorDays} file="all-stories" />
            <EngagementCard list={data.days} file="all-stories" />
            <div className="grid gap-6 lg:grid-cols-2">
              <SourcesCard sources={data.sources} file="all-stories" />
              <SalesCard list={data.authorDays} file="all-stories" />
            </div>
          </>
        )}
      </AnalyticsStates>
    </div>
  );
}
