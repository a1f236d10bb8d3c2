import { LoaderCircle } from 'lucide-react';

type SpinnerProps = {
  /** Visible text beside the spinner, also what screen readers announce. */
  label?: string;
  className?: string;
};

/** A spinning icon with its text, announced politely as a status. */
export function Spinner({ label = 'Loading...', className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={['inline-flex items-center gap-2.5 text-ink-muted', className ?? ''].join(' ')}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}

/** The placeholder shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <Spinner />
    </div>
  );
}
