import { Feather } from 'lucide-react';
import { countLabel } from '@common/plural';
import { formatCents } from '@common/pricing';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { useCommissionEarnings } from './commission-api';

/** The earnings page's commissions: money released to the creator per month, and money still held. */
export function CommissionEarnings() {
  const earnings = useCommissionEarnings();
  const data = earnings.data;
  return (
    <Panel title="Commissions" icon={Feather}>
      {earnings.isPending ? (
        <Spinner label="Loading commission earnings" />
      ) : earnings.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to load commission earnings: {earnings.error.message}
        </p>
      ) : data && (data.totalCents > 0 || data.heldCents > 0) ? (
        <div className="space-y-2 text-sm">
          <p data-testid="commission-earnings-total">
            <span className="font-display text-2xl font-bold text-ink">{formatCents(data.totalCents)}</span>{' '}
            <span className="text-ink-muted">released to you from commissions</span>
          </p>
          {data.heldCents > 0 ? (
            <p className="text-ink-muted">{`${formatCents(data.heldCents)} paid and held until the patron accepts your delivery.`}</p>
          ) : null}
          <ul className="divide-y divide-line">
            {data.months.map((m) => (
              <li key={m.month} className="flex justify-between py-1.5">
                <span>{m.month}</span>
                <span>{`${formatCents(m.totalCents)} · ${countLabel(m.count, 'commission')}`}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">
          No commission earnings yet. Open commissions in Settings → Commissions.
        </p>
      )}
    </Panel>
  );
}
