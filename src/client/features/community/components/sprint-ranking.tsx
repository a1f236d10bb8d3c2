import { PenLine } from 'lucide-react';
import type { EventDetail } from '@common/schemas/events';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { formatNumber } from '@common/number-format';
import { countLabel } from '@common/plural';

/**
 * A Writing Sprint's live ranking: each participant's words written in their chapters between
 * start and end against the word goal, as a progress bar (the page polls for updates).
 */
export function SprintRanking({ event }: { event: EventDetail }) {
  const goal = event.wordGoal ?? 0;
  const rows = event.sprint ?? [];
  return (
    <Panel title="Sprint Progress" icon={PenLine}>
      <p className="mb-4 text-sm text-ink-muted">
        Goal: {countLabel(goal, 'word')} each. Words you add to your chapters while the sprint runs count
        automatically.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">No participants yet.</p>
      ) : (
        <ol aria-label="Sprint ranking" className="space-y-4">
          {rows.map((r) => (
            <li key={r.id}>
              <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                <span className="font-semibold text-ink">
                  <span className="mr-2 text-ink-muted">#{r.rank}</span>
                  {r.username}
                </span>
                <span className="text-ink-muted">
                  {formatNumber(r.words)} / {countLabel(goal, 'word')}
                </span>
              </div>
              <ProgressBar
                percent={goal ? (r.words / goal) * 100 : 0}
                label={`${r.username}: ${formatNumber(r.words)} of ${countLabel(goal, 'word')}`}
              />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
