import { ChartCard } from '@client/components/charts/chart-card';
import type { ReaderAnalytics } from '@common/schemas/reader-analytics';
import { minutesOf } from './reading-numbers';

type Share = { seconds: number };
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, m, 1)),
  ),
);
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Minutes read in each UTC hour of the day over the year. */
export function HoursCard({ data }: { data: ReaderAnalytics }) {
  return (
    <ChartCard
      title="Reading by hour of day"
      note="Minutes read in each hour over the year, in UTC (Inkforge does not know your time zone)."
      xLabel="Hour (UTC)"
      x={HOURS}
      series={[{ label: 'Minutes read', values: data.hours.map(minutesOf) }]}
      kind="bars"
      labelEvery={3}
      file={`reading-by-hour-${data.year}`}
    />
  );
}

/** Words and minutes read per month of the year. */
export function MonthsCard({ data }: { data: ReaderAnalytics }) {
  const words = Array.from({ length: 12 }, () => 0);
  const seconds = Array.from({ length: 12 }, () => 0);
  for (const d of data.days) {
    const m = Number(d.day.slice(5, 7)) - 1;
    words[m]! += d.words;
    seconds[m]! += d.seconds;
  }
  return (
    <ChartCard
      title="Words read per month"
      xLabel="Month"
      x={MONTHS}
      series={[{ label: 'Words read', values: words }]}
      kind="bars"
      file={`words-per-month-${data.year}`}
    />
  );
}

/** One of the year's shares (genres, tags, authors) as bars of the minutes read. */
export function ShareCard({
  title,
  xLabel,
  names,
  rows,
  file,
  empty,
}: {
  title: string;
  xLabel: string;
  names: string[];
  rows: Share[];
  file: string;
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <section aria-label={title} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
        <p className="mt-2 text-ink-muted">{empty}</p>
      </section>
    );
  return (
    <ChartCard
      title={title}
      xLabel={xLabel}
      x={names}
      series={[{ label: 'Minutes read', values: rows.map((r) => minutesOf(r.seconds)) }]}
      kind="bars"
      slanted
      file={file}
    />
  );
}
