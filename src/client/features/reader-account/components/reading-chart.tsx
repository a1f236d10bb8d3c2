import { useId } from 'react';
import { BarChart3 } from 'lucide-react';
import { LoadError } from '@client/components/ui/load-error';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { useReadingActivity } from '../api/get-reading-activity';
import { countLabel } from '@common/plural';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const minutes = (n: number) => countLabel(n, 'minute');

/**
 * Reading minutes on each of the last 7 days as CSS bars. Assistive technology reads it as a
 * list ("Monday, January 5: 40 minutes"); the bars and short labels are for the eye.
 */
export function ReadingChart() {
  const activity = useReadingActivity();
  const captionId = useId();
  const days = activity.data?.days ?? [];
  const max = Math.max(1, ...days.map((d) => d.readingMinutes));
  const total = days.reduce((sum, d) => sum + d.readingMinutes, 0);

  return (
    <Panel title="Last 7 days" icon={BarChart3}>
      {activity.isPending ? (
        <Spinner label="Loading reading activity..." className="py-6" />
      ) : activity.isError ? (
        <LoadError
          message={`Failed to load reading activity: ${activity.error.message}`}
          onRetry={() => void activity.refetch()}
          retrying={activity.isRefetching}
        />
      ) : (
        <figure>
          <figcaption id={captionId} className="mb-3 text-sm text-ink-muted">
            {total === 0
              ? 'No reading in the last 7 days yet.'
              : `${minutes(total)} of reading in the last 7 days.`}
          </figcaption>
          <ol
            aria-labelledby={captionId}
            className="grid h-44 grid-cols-7 items-end gap-2 sm:gap-3"
            data-testid="reading-chart"
          >
            {days.map((day) => {
              const date = new Date(`${day.date}T00:00:00Z`);
              const height =
                day.readingMinutes === 0 ? 0 : Math.max(4, Math.round((day.readingMinutes / max) * 100));
              return (
                <li key={day.date} className="flex h-full flex-col items-center justify-end gap-1">
                  <span className="sr-only">
                    {longDay.format(date)}: {minutes(day.readingMinutes)}
                  </span>
                  <span aria-hidden="true" className="text-xs font-semibold text-ink tabular-nums">
                    {day.readingMinutes}
                  </span>
                  <span aria-hidden="true" className="flex w-full flex-1 items-end">
                    <span
                      className="w-full rounded-t-md bg-accent transition-[height]"
                      style={{
                        height: `${height}%`,
                        minHeight: height === 0 ? 2 : undefined,
                        opacity: height === 0 ? 0.25 : 1,
                      }}
                    />
                  </span>
                  <span aria-hidden="true" className="text-xs text-ink-muted">
                    {weekday.format(date)}
                  </span>
                </li>
              );
            })}
          </ol>
          <p aria-hidden="true" className="mt-2 text-right text-xs text-ink-muted">
            minutes per day
          </p>
        </figure>
      )}
    </Panel>
  );
}
