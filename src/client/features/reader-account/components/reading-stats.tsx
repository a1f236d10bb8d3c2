import { BookCheck, Bookmark, Clock, Flame, type LucideIcon } from 'lucide-react';
import { LoadError } from '@client/components/ui/load-error';
import { useReadingStats } from '../api/get-reading-stats';
import { pluralNoun } from '@common/plural';
import { formatNumber } from '@common/number-format';

function Stat({
  label,
  value,
  unit,
  icon: Icon,
}: {
  label: string;
  value: number;
  unit?: string;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <span className="flex size-9 items-center justify-center rounded-xl bg-accent/10 text-accent">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 font-display text-2xl font-bold text-ink tabular-nums">
        {formatNumber(value)}
        {unit ? <span className="text-base font-medium text-ink-muted"> {unit}</span> : null}
      </p>
      <p className="text-sm text-ink-muted">{label}</p>
    </div>
  );
}

/** Stories read, hours read, reading streak and bookmarks (the reader dashboard's figures). */
export function ReadingStats() {
  const stats = useReadingStats();
  if (stats.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading reading statistics"
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl border border-line bg-surface-muted" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadError
        message={`Failed to load reading statistics: ${stats.error.message}`}
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
      />
    );
  }
  const s = stats.data;
  return (
    <section aria-label="Reading statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Stories read" value={s.storiesRead} icon={BookCheck} />
      <Stat label="Hours read" value={s.hoursRead} icon={Clock} />
      <Stat
        label="Reading streak"
        value={s.readingStreak}
        unit={pluralNoun(s.readingStreak, 'day')}
        icon={Flame}
      />
      <Stat label="Bookmarked" value={s.bookmarked} icon={Bookmark} />
    </section>
  );
}
