import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { useMySupportRequests } from '../api/support';
import { StatusBadge, when } from './support-badges';

/** The caller's requests: subject, status, last activity. */
export function RequestList() {
  const requests = useMySupportRequests();
  const items = requests.data ?? [];
  return (
    <QueryStates
      state={queryStatusOf(requests)}
      loading={<Spinner label="Loading your requests" />}
      errorTitle="Failed to load your requests"
      count={items.length}
      empty={
        <EmptyState
          icon={LifeBuoy}
          title="No requests yet"
          description="Ask us anything with the form above."
        />
      }
    >
      <ul className="flex flex-col divide-y divide-line">
        {items.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <Link to={`/support/${r.id}`} className="min-w-0 font-semibold text-accent hover:underline">
              {r.subject}
            </Link>
            <span className="flex items-center gap-2 text-sm text-ink-muted">
              <StatusBadge status={r.status} />
              Updated {when(r.updatedAt)}
            </span>
          </li>
        ))}
      </ul>
    </QueryStates>
  );
}
