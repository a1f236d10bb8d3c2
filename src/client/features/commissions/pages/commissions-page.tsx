import { Link } from 'react-router';
import { Feather } from 'lucide-react';
import { COMMISSION_STATE_LABELS } from '@common/commissions';
import { formatCents } from '@common/pricing';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { useCommissions } from '@client/components/commissions/commission-api';

/** /commissions: every commission the caller asked for or was asked for, newest change first. */
export default function CommissionsPage() {
  const list = useCommissions();
  const items = list.data?.items ?? [];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Commissions"
        icon={Feather}
        description="Stories you commissioned from creators, and commissions readers asked of you."
        actions={
          <LinkButton to="/settings/commissions" variant="secondary">
            Commission settings
          </LinkButton>
        }
      />
      <QueryStates
        state={queryStatusOf(list)}
        loading={<Spinner label="Loading commissions" />}
        errorTitle="Failed to load commissions"
        count={items.length}
        empty={
          <EmptyState
            icon={Feather}
            title="No commissions yet"
            description="Request one from a creator's author page, or open commissions of your own in Commission settings."
          />
        }
      >
        <ul
          className="divide-y divide-line rounded-xl border border-line bg-surface"
          aria-label="Your commissions"
        >
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="min-w-0">
                <Link
                  to={`/commissions/${c.id}`}
                  className="font-medium text-ink underline-offset-2 hover:underline"
                >
                  {c.role === 'patron'
                    ? `For you by ${c.creator ?? 'a deleted account'}`
                    : `From ${c.patron ?? 'a deleted account'}`}
                </Link>
                <p className="truncate text-sm text-ink-muted">{c.brief}</p>
              </div>
              <div className="text-right text-sm">
                <p className="font-medium">{formatCents(c.priceCents)}</p>
                <p className="text-ink-muted" data-testid="commission-state">
                  {COMMISSION_STATE_LABELS[c.state]}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </QueryStates>
    </div>
  );
}
