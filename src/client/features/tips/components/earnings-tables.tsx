import type { TipEarnings } from '@common/schemas/tips';
import { formatCents } from '@common/pricing';
import { DataTable } from '@client/components/charts/data-table';
import { Panel } from '@client/components/ui/panel';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'March 2026' from 'YYYY-MM'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** Tips received per month, per story, and the latest ones, each as a table. */
export function EarningsTables({ earnings }: { earnings: TipEarnings }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="By month">
        <DataTable
          caption="Tips received per month"
          head={['Month', 'Tips', 'Amount']}
          rows={earnings.months.map((m) => [monthLabel(m.month), m.count, formatCents(m.totalCents)])}
        />
      </Panel>
      <Panel title="By story">
        <DataTable
          caption="Tips received per story"
          head={['Story', 'Tips', 'Amount']}
          rows={earnings.stories.map((s) => [
            s.allocation ? 'Monthly allocation' : (s.title ?? 'No story named'),
            s.count,
            formatCents(s.totalCents),
          ])}
        />
      </Panel>
      <Panel title="Latest tips" className="lg:col-span-2">
        <ul className="divide-y divide-line">
          {earnings.recent.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
              <span className="text-ink">
                <strong>{r.from ?? 'A deleted account'}</strong>
                {r.storyTitle ? ` for ${r.storyTitle}` : ''}
                {r.source === 'allocation' ? ' (monthly allocation)' : ''}
                {r.message ? <span className="block text-ink-muted">“{r.message}”</span> : null}
              </span>
              <span className="tabular-nums text-ink">
                {formatCents(r.amountCents)} · {day.format(new Date(r.paidAt))}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
