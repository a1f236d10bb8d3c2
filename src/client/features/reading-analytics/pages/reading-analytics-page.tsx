import { ChevronLeft, ChevronRight, LineChart } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { can } from '@common/entitlements';
import { formatNumber } from '@common/number-format';
import { pluralNoun } from '@common/plural';
import { ApiError } from '@client/lib/api';
import { LoadError } from '@client/components/ui/load-error';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { StatTiles } from '@client/components/charts/stat-tiles';
import { useCurrentUser } from '@client/lib/session';
import { useReadingAnalytics } from '../api/get-reading-analytics';
import { ReadingAnalyticsLocked } from '../components/reading-analytics-locked';
import { ReadingHeatmap } from '../components/reading-heatmap';
import { HoursCard, MonthsCard, ShareCard } from '../components/reading-charts';
import { hoursAndMinutes } from '../components/reading-numbers';

const FIRST_YEAR = 2020;

/**
 * /reading/analytics: the signed-in reader's own year of reading (the Patron of the Arts plan's
 * analytics dashboard; other plans see what it shows, the plan and the way to /subscription).
 * Every chart has a table view; uPlot loads only when a chart first draws.
 */
export default function ReadingAnalyticsPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const thisYear = new Date().getUTCFullYear();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= FIRST_YEAR && asked <= thisYear ? asked : thisYear;
  const allowed = user ? can(user.subscriptionTier, 'analyticsDashboard') : false;
  const query = useReadingAnalytics(year, allowed);
  const yearNav = allowed ? (
    <nav aria-label="Year" className="flex items-center gap-2">
      {year > FIRST_YEAR ? (
        <LinkButton
          variant="secondary"
          size="sm"
          to={`?year=${year - 1}`}
          aria-label={`Previous year, ${year - 1}`}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {year - 1}
        </LinkButton>
      ) : null}
      {year < thisYear ? (
        <LinkButton
          variant="secondary"
          size="sm"
          to={`?year=${year + 1}`}
          aria-label={`Next year, ${year + 1}`}
        >
          {year + 1}
          <ChevronRight aria-hidden="true" className="size-4" />
        </LinkButton>
      ) : null}
    </nav>
  ) : undefined;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={allowed ? `Your reading in ${year}` : 'Reading analytics'}
        icon={LineChart}
        description="What, when and how much you read: days, streaks, genres, tags, authors and hours."
        actions={yearNav}
      />
      {!user ? null : !allowed ? (
        <ReadingAnalyticsLocked tier={user.subscriptionTier} />
      ) : query.isPending ? (
        <Spinner label="Loading your reading" />
      ) : query.error || query.data === undefined ? (
        <LoadError
          message={`Failed to load your reading: ${query.error instanceof ApiError ? query.error.message : ''}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="space-y-6">
          <StatTiles
            tiles={[
              { label: 'Words read', value: formatNumber(query.data.totals.words) },
              { label: 'Time read', value: hoursAndMinutes(query.data.totals.seconds) },
              { label: 'Days with reading', value: formatNumber(query.data.totals.days) },
              {
                label: 'Current streak',
                value: `${query.data.streaks.current} ${pluralNoun(query.data.streaks.current, 'day')}`,
              },
              {
                label: 'Longest streak',
                value: `${query.data.streaks.longest} ${pluralNoun(query.data.streaks.longest, 'day')}`,
              },
              {
                label: 'Stories finished',
                value:
                  query.data.completion.ratePercent === null
                    ? '–'
                    : `${query.data.completion.ratePercent}% (${query.data.completion.finished} of ${query.data.completion.started})`,
              },
            ]}
          />
          <ReadingHeatmap year={year} days={query.data.days} />
          <div className="grid gap-6 lg:grid-cols-2">
            <MonthsCard data={query.data} />
            <HoursCard data={query.data} />
            <ShareCard
              title="Genres read"
              xLabel="Genre"
              names={query.data.genres.map((g) => g.genre)}
              rows={query.data.genres}
              file={`genres-${year}`}
              empty="No genres yet this year."
            />
            <ShareCard
              title="Tags read"
              xLabel="Tag"
              names={query.data.tags.map((g) => g.tag)}
              rows={query.data.tags}
              file={`tags-${year}`}
              empty="No tagged stories read this year."
            />
          </div>
          <ShareCard
            title="Authors read most"
            xLabel="Author"
            names={query.data.authors.map((a) => a.username)}
            rows={query.data.authors}
            file={`authors-${year}`}
            empty="No authors read this year."
          />
        </div>
      )}
    </div>
  );
}
