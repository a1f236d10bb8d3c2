import type { ReactNode } from 'react';
import { formatNumber } from '@common/number-format';

const cell = 'px-3 py-2 text-left';
const num = 'px-3 py-2 text-right tabular-nums';

/** A table of one chart's numbers: the first column names the row (a day, a chapter). */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`${caption}: table`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface text-ink-muted">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? cell : num}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((v, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className={`${cell} font-medium`}>
                    {v}
                  </th>
                ) : (
                  <td key={j} className={num}>
                    {typeof v === 'number' ? formatNumber(v) : v}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
