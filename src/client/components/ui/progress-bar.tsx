type Props = {
  /** 0..100 */
  percent: number;
  /** The accessible name, e.g. "Progress to Master" or "Progress in The Quenching". */
  label: string;
  className?: string;
};

/** A thin horizontal progress bar (role progressbar) in the accent colour. */
export function ProgressBar({ percent, label, className }: Props) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={['h-2 w-full overflow-hidden rounded-full bg-surface-muted', className ?? ''].join(' ')}
    >
      <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
