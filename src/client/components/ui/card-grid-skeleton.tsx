type Props = {
  /** What is loading, announced to screen readers, e.g. "Loading characters...". */
  label: string;
  /** How many placeholder cards to draw. */
  count?: number;
};

/** Pulsing placeholder cards in the same grid as the real ones, so the page does not jump when they arrive. */
export function CardGridSkeleton({ label, count = 6 }: Props) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="animate-pulse rounded-2xl border border-line bg-surface p-5">
            <div className="flex gap-4">
              <div className="size-16 rounded-xl bg-surface-muted" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-2/3 rounded bg-surface-muted" />
                <div className="h-3 w-1/3 rounded bg-surface-muted" />
              </div>
            </div>
            <div className="mt-5 space-y-2">
              <div className="h-3 rounded bg-surface-muted" />
              <div className="h-3 w-5/6 rounded bg-surface-muted" />
            </div>
            <div className="mt-5 flex gap-2">
              <div className="h-8 flex-1 rounded-lg bg-surface-muted" />
              <div className="h-8 flex-1 rounded-lg bg-surface-muted" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
