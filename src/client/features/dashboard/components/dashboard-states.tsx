import { LoadError } from '@client/components/ui/load-error';

/** Placeholder cards while the dashboard loads, announced as 'Loading dashboard...'. */
export function DashboardLoading() {
  return (
    <div role="status" aria-label="Loading dashboard..." className="animate-pulse">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 rounded-2xl border border-line bg-surface-muted" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="h-64 rounded-2xl border border-line bg-surface-muted lg:col-span-2" />
        <div className="h-64 rounded-2xl border border-line bg-surface-muted" />
      </div>
    </div>
  );
}

type ErrorProps = { error: Error; onRetry: () => void; retrying: boolean };

export function DashboardError({ error, onRetry, retrying }: ErrorProps) {
  return (
    <LoadError message={`Failed to load dashboard: ${error.message}`} onRetry={onRetry} retrying={retrying} />
  );
}
