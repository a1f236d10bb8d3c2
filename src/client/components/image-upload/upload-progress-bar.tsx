import { overallPercent, type UploadProgress } from './upload-progress';

type Props = {
  progress: UploadProgress;
  /** Names the bar for screen readers, e.g. "Cover image upload". */
  label: string;
};

/** The upload's single forward-moving bar with the phase message under it (read out politely). */
export function UploadProgressBar({ progress, label }: Props) {
  const percent = overallPercent(progress);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${progress.message}`}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="flex justify-between gap-2 text-xs text-ink-muted">
        <span>{progress.message}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
    </div>
  );
}
