import { useState } from 'react';
import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { DashboardStatName } from '@common/schemas/dashboard';
import { useRefreshStat } from '../api/get-dashboard-stat';
import { formatNumber } from '@common/number-format';

type Props = {
  name: DashboardStatName;
  label: string;
  value: number;
  icon: LucideIcon;
  /** Words after the number, e.g. "days". */
  unit?: string;
};

/**
 * One stat card. Its refresh button appears on hover and on keyboard focus (always on touch
 * screens), refetches only this number and spins for at least 500 ms (SPEC section 9).
 */
export function StatCard({ name, label, value, icon: Icon, unit }: Props) {
  const refresh = useRefreshStat();
  const [spinning, setSpinning] = useState(false);
  const [failed, setFailed] = useState(false);

  const onRefresh = async () => {
    setSpinning(true);
    setFailed(false);
    try {
      await refresh(name);
    } catch {
      setFailed(true);
    } finally {
      setSpinning(false);
    }
  };

  return (
    <div className="group relative rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <button
          type="button"
          onClick={onRefresh}
          disabled={spinning}
          aria-label={`Refresh ${label}`}
          className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted opacity-0 transition-opacity group-hover:opacity-100 hover:bg-surface-muted hover:text-ink focus:outline-none focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-100 [@media(hover:none)]:opacity-100"
        >
          <RefreshCw aria-hidden="true" className={['size-4', spinning ? 'animate-spin' : ''].join(' ')} />
        </button>
      </div>
      <p className="mt-3 text-sm font-medium text-ink-muted">{label}</p>
      <p className="mt-0.5 flex items-baseline gap-1.5" aria-live="polite" aria-busy={spinning || undefined}>
        <span className="font-display text-3xl font-bold text-ink" data-testid={`stat-${name}`}>
          {formatNumber(value)}
        </span>
        {unit ? (
          <>
            {' '}
            <span className="text-sm text-ink-muted">{unit}</span>
          </>
        ) : null}
      </p>
      {failed ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          Could not refresh
        </p>
      ) : null}
    </div>
  );
}
