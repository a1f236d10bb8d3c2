import { countLabel } from '@common/plural';
import { Panel } from '@client/components/ui/panel';
import { DataTable } from '@client/components/charts/data-table';
import type { ReaderAnalytics } from '@common/schemas/reader-analytics';
import { minutesOf } from './reading-numbers';

type Day = ReaderAnalytics['days'][number];
const DAY_MS = 86_400_000;
/** Minutes from which a day gets each darker shade (0 is empty). */
const LEVELS = [1, 15, 30, 60] as const;
const SHADES = ['bg-surface-muted', 'opacity-30', 'opacity-55', 'opacity-80', 'opacity-100'];
const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

const levelOf = (minutes: number) => LEVELS.filter((from) => minutes >= from).length;

/**
 * The year as a calendar: a column per week (Monday first), a square per day shaded by the minutes
 * read (UTC days). The drawing is one image to assistive technology; the table under it has every
 * day with reading, its minutes and words.
 */
export function ReadingHeatmap({ year, days }: { year: number; days: Day[] }) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const start = Date.UTC(year, 0, 1);
  const count = Math.round((Date.UTC(year + 1, 0, 1) - start) / DAY_MS);
  const lead = (new Date(start).getUTCDay() + 6) % 7;
  const cells = Array.from({ length: lead + count }, (_, i) => {
    if (i < lead) return null;
    const at = new Date(start + (i - lead) * DAY_MS);
    const key = at.toISOString().slice(0, 10);
    return { key, at, minutes: minutesOf(byDay.get(key)?.seconds ?? 0) };
  });
  const weeks = Math.ceil(cells.length / 7);
  const months = Array.from({ length: 12 }, (_, m) => ({
    name: monthName.format(new Date(Date.UTC(year, m, 1))),
    week: Math.floor((lead + (Date.UTC(year, m, 1) - start) / DAY_MS) / 7),
  }));
  return (
    <Panel title="Reading calendar">
      <p className="mb-3 text-sm text-ink-muted">
        Minutes read each day of {year} (UTC days); darker squares are longer reading.
      </p>
      <div className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label="Reading calendar: scroll">
        <div
          role="img"
          aria-label={`Reading calendar of ${year}: ${countLabel(days.length, 'day')} with reading. The table below has every day.`}
          className="w-max"
          data-testid="reading-heatmap"
        >
          <div
            className="relative mb-1 h-4 text-xs text-ink-muted"
            style={{ width: weeks * 14 }}
            aria-hidden="true"
          >
            {months.map((m) => (
              <span key={m.name} className="absolute" style={{ left: m.week * 14 }}>
                {m.name}
              </span>
            ))}
          </div>
          <div
            className="grid grid-flow-col gap-0.5"
            style={{ gridTemplateRows: 'repeat(7, 12px)', gridAutoColumns: '12px' }}
            aria-hidden="true"
          >
            {cells.map((cell, i) =>
              cell ? (
                <span
                  key={cell.key}
                  title={`${long.format(cell.at)}: ${cell.minutes} min`}
                  data-minutes={cell.minutes}
                  className={`rounded-sm ${cell.minutes > 0 ? `bg-accent ${SHADES[levelOf(cell.minutes)]}` : SHADES[0]}`}
                />
              ) : (
                <span key={`lead-${i}`} />
              ),
            )}
          </div>
        </div>
      </div>
      <div className="mt-2 flex items-center gap-1 text-xs text-ink-muted" aria-hidden="true">
        Less
        {SHADES.map((shade, i) => (
          <span
            key={shade}
            className={`inline-block size-3 rounded-sm ${i === 0 ? shade : `bg-accent ${shade}`}`}
          />
        ))}
        More
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-ink">
          Table: every day with reading
        </summary>
        <div className="mt-2">
          <DataTable
            caption={`Reading calendar of ${year}`}
            head={['Day', 'Minutes read', 'Words read']}
            rows={days.map((d) => [d.day, minutesOf(d.seconds), d.words])}
          />
        </div>
      </details>
    </Panel>
  );
}
