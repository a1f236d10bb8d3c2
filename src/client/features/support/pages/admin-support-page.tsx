import { Link } from 'react-router';
import { Inbox, LifeBuoy } from 'lucide-react';
import type { AdminSupportSummary } from '@common/schemas/support';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { TabStrip } from '@client/components/ui/tab-strip';
import { useSearchParam } from '@client/components/ui/use-search-param';
import { useSupportQueue } from '../api/support';
import { PriorityBadge, StatusBadge, when } from '../components/support-badges';

const TABS = [
  { id: 'active', label: 'Needs attention' },
  { id: 'open', label: 'Open' },
  { id: 'waiting', label: 'Waiting on user' },
  { id: 'resolved', label: 'Resolved' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const tabId = (id: string) => `support-tab-${id}`;
const panelId = (id: string) => `support-panel-${id}`;

/** /admin/support: the support queue by priority (from the plan), then age, with due times. */
export default function AdminSupportPage() {
  const [param, setParam] = useSearchParam('status');
  const active: TabId = TABS.some((t) => t.id === param) ? (param as TabId) : 'active';
  const queue = useSupportQueue(active);
  const items = queue.data?.requests ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Support queue"
        description="Dedicated (Master Weaver) first, then priority (Worldsmith, Patron of the Arts), then standard; oldest first within each."
        icon={LifeBuoy}
      />
      <TabStrip
        tabs={TABS}
        active={active}
        onChange={(id) => setParam(id === 'active' ? '' : id)}
        label="Queue filters"
        tabId={tabId}
        panelId={panelId}
      />
      <section id={panelId(active)} role="tabpanel" aria-labelledby={tabId(active)} className="pt-6">
        <QueryStates
          state={queryStatusOf(queue)}
          loading={<Spinner label="Loading the queue" />}
          errorTitle="Failed to load the queue"
          count={items.length}
          empty={<EmptyState icon={Inbox} title="Nothing here" description="No requests in this list." />}
        >
          <QueueTable items={items} />
        </QueryStates>
      </section>
    </div>
  );
}

function QueueTable({ items }: { items: AdminSupportSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            {['Priority', 'Subject', 'From', 'First answer due', 'Assignee', 'Status'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((r) => (
            <tr key={r.id}>
              <td className="px-3 py-2">
                <PriorityBadge priority={r.priority} />
              </td>
              <td className="px-3 py-2">
                <Link to={`/admin/support/${r.id}`} className="font-semibold text-accent hover:underline">
                  {r.subject}
                </Link>
              </td>
              <td className="px-3 py-2">
                {r.requester.username} <span className="text-ink-muted">({r.requester.tier})</span>
              </td>
              <td className="px-3 py-2">
                {r.firstRespondedAt ? (
                  <span className="text-ink-muted">Answered {when(r.firstRespondedAt)}</span>
                ) : (
                  <time
                    dateTime={r.firstResponseDueAt}
                    className={r.overdue ? 'font-semibold text-danger' : ''}
                  >
                    {r.overdue ? 'Overdue since ' : ''}
                    {when(r.firstResponseDueAt)}
                  </time>
                )}
              </td>
              <td className="px-3 py-2">
                {r.assignee?.username ?? <span className="text-ink-muted">Nobody</span>}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
