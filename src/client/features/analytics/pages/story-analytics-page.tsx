import { ArrowLeft, BarChart3 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { can } from '@common/entitlements';
import { formatNumber } from '@common/number-format';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { useStoryAnalytics } from '../api/get-analytics';
import { AnalyticsStates } from '../components/analytics-states';
import { PeriodPicker, usePeriod } from '../components/period-picker';
import { StatTiles } from '@client/components/charts/stat-tiles';
import {
  ChapterReadsCard,
  DropOffCard,
  EngagementCard,
  SourcesCard,
  ViewsCard,
} from '../components/analytics-sections';

/**
 * /analytics/stories/:storyId: one of the author's stories over a period: views and readers,
 * reads per chapter and the drop-off across chapters, engagement and traffic sources.
 */
export default function StoryAnalyticsPage() {
  const { storyId = '' } = useParams();
  const { user } = useCurrentUser();
  const allowed = user ? can(user.subscriptionTier, 'analytics') : false;
  const [period, days, setDays] = usePeriod();
  const query = useStoryAnalytics(storyId, period, allowed);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={query.data ? `Analytics: ${query.data.story.title}` : 'Story analytics'}
        icon={BarChart3}
        eyebrow={
          <Link
            to="/analytics"
            className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All stories
          </Link>
        }
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
                {
                  label: 'Average new rating',
                  value: data.totals.averageRating === null ? '–' : data.totals.averageRating.toFixed(1),
                },
                { label: 'Bookmarks', value: formatNumber(data.totals.bookmarks) },
                { label: 'Comments', value: formatNumber(data.totals.comments) },
              ]}
            />
            <ViewsCard list={data.days} file="story" />
            <div className="grid gap-6 lg:grid-cols-2">
              <ChapterReadsCard chapters={data.chapters} file="story" />
              <DropOffCard chapters={data.chapters} file="story" />
            </div>
            <EngagementCard list={data.days} file="story" />
            <SourcesCard sources={data.sources} file="story" />
          </>
        )}
      </AnalyticsStates>
    </div>
  );
}
