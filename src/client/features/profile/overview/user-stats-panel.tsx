import { BarChart3 } from 'lucide-react';
import type { UserStats } from '@common/schemas/profile';
import { Panel } from '@client/components/ui/panel';
import { formatNumber } from '@common/number-format';

/** User stats (SPEC section 3): stories, characters, worlds, and the average rating of the user's rated stories. */
export function UserStatsPanel({ stats }: { stats: UserStats }) {
  const cells = [
    { label: 'Stories', value: formatNumber(stats.stories_count) },
    { label: 'Characters', value: formatNumber(stats.characters_count) },
    { label: 'Worlds', value: formatNumber(stats.worlds_count) },
    {
      label: 'Average rating',
      value: stats.avg_rating === null ? 'Not rated yet' : `${stats.avg_rating.toFixed(1)} / 5`,
    },
  ];
  return (
    <Panel title="Stats" icon={BarChart3}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cells.map((c) => (
          <div key={c.label} className="rounded-xl border border-line bg-surface-muted/40 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{c.label}</dt>
            <dd
              className={[
                'mt-1 font-display font-bold text-ink',
                c.value.length > 8 ? 'text-base' : 'text-2xl',
              ].join(' ')}
            >
              {c.value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
