import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { Chart, type ChartSeries } from './chart';
import { DataTable } from './data-table';
import { downloadCsv, toCsv } from './csv';

type Props = {
  title: string;
  /** The first column's heading: 'Day' or 'Chapter'. */
  xLabel: string;
  x: string[];
  series: ChartSeries[];
  kind: 'line' | 'bars';
  /** The download's file name, without '.csv'. */
  file: string;
  /** A sentence under the title, e.g. how the numbers are counted. */
  note?: string;
  labelEvery?: number;
  slanted?: boolean;
};

/** One chart with its table view (the same numbers) and a CSV download of them. */
export function ChartCard({ title, xLabel, x, series, kind, file, note, labelEvery, slanted }: Props) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const head = [xLabel, ...series.map((s) => s.label)];
  const rows = x.map((label, i) => [label, ...series.map((s) => s.values[i] ?? 0)]);
  const action = (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={`${title}: view`} className="flex rounded-lg border border-line p-0.5">
        {(['chart', 'table'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={`rounded-md px-3 py-1 text-sm font-medium ${view === v ? 'bg-accent text-on-accent' : 'text-ink-muted hover:text-ink'}`}
          >
            {v === 'chart' ? 'Chart' : 'Table'}
          </button>
        ))}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Download CSV: ${title}`}
        onClick={() => downloadCsv(`${file}.csv`, toCsv(head, rows))}
      >
        <Download aria-hidden="true" className="size-4" />
        CSV
      </Button>
    </div>
  );
  return (
    <Panel title={title} action={action} className="min-w-0">
      {note ? <p className="mb-3 text-sm text-ink-muted">{note}</p> : null}
      {view === 'chart' ? (
        <Chart
          label={`${title}: chart. Choose Table for the numbers.`}
          x={x}
          series={series}
          kind={kind}
          labelEvery={labelEvery}
          slanted={slanted}
        />
      ) : (
        <DataTable caption={title} head={head} rows={rows} />
      )}
    </Panel>
  );
}
