import { formatCents } from '@common/pricing';
import { countLabel } from '@common/plural';
import { Panel } from '@client/components/ui/panel';

export type PreviewRow = { creator: string; minutes: number | null; cents: number };

type Props = {
  rows: PreviewRow[];
  allocationCents: number;
  /** 'When November 2026 closes': when the rows become tips. */
  closes: string;
  /** The rows come from the form, not yet saved. */
  unsaved: boolean;
};

/**
 * What each creator gets when the month closes, in cents that add up to the allocation exactly
 * (the same split the server makes: common/tip-allocation.ts splitCents). A table, so screen
 * readers read it row by row.
 */
export function AllocationPreview({ rows, allocationCents, closes, unsaved }: Props) {
  const total = rows.reduce((s, r) => s + r.cents, 0);
  const showMinutes = rows.some((r) => r.minutes !== null);
  return (
    <Panel title="Preview">
      <p className="mb-3 text-sm text-ink-muted">
        {closes}, these become tips in the creators’ earnings.
        {unsaved ? ' Save the split to keep it.' : ''}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="allocation-preview-empty">
          Nobody gets a share yet: read some stories this month, or name creators by hand.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="allocation-preview">
            <caption className="sr-only">What each creator gets this month</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Creator
                </th>
                {showMinutes ? (
                  <th scope="col" className="px-3 py-2 text-right">
                    Read this month
                  </th>
                ) : null}
                <th scope="col" className="px-3 py-2 text-right">
                  Gets
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-ink">
              {rows.map((r) => (
                <tr key={r.creator}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {r.creator}
                  </th>
                  {showMinutes ? (
                    <td className="px-3 py-2 text-right tabular-nums">
                      {countLabel(r.minutes ?? 0, 'minute')}
                    </td>
                  ) : null}
                  <td className="px-3 py-2 text-right tabular-nums">{formatCents(r.cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line font-semibold text-ink">
                <th scope="row" className="px-3 py-2 text-left">
                  Total
                </th>
                {showMinutes ? <td /> : null}
                <td className="px-3 py-2 text-right tabular-nums" data-testid="allocation-total">
                  {formatCents(total)} of {formatCents(allocationCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}
