import { Crown, Medal, Trophy } from 'lucide-react';

const AWARDS = {
  1: { Icon: Crown, label: 'Crown: first place', className: 'text-amber-500' },
  2: { Icon: Trophy, label: 'Trophy: second place', className: 'text-slate-400' },
  3: { Icon: Medal, label: 'Medal: third place', className: 'text-orange-700' },
} as const;

/** SPEC section 2: places 1 to 3 show a crown, a trophy and a medal; others their number. */
export function PlaceAward({ rank }: { rank: number }) {
  const award = AWARDS[rank as 1 | 2 | 3];
  if (!award)
    return (
      <span
        className="flex size-9 items-center justify-center text-sm font-bold text-ink-muted"
        aria-label={`Place ${rank}`}
      >
        {rank}
      </span>
    );
  const { Icon, label, className } = award;
  return (
    <span
      className="flex size-9 items-center justify-center rounded-full bg-surface-muted"
      role="img"
      aria-label={label}
    >
      <Icon aria-hidden="true" className={`size-5 ${className}`} />
    </span>
  );
}
