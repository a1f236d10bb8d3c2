import { HandCoins } from 'lucide-react';
import { formatCents } from '@common/pricing';
import { Alert } from '@client/components/ui/alert';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { useTipAllocation } from '../api/tip-allocation';
import { AllocationForm } from '../components/allocation-form';
import { monthLabel } from '../components/earnings-tables';

const closeDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * /tips/allocation: the patron's monthly tip allocation. How this month's allocation is split (by
 * reading time, percentages or amounts), a preview of each creator's cents, and the months
 * already given. A plan without the allocation sees what it is and where to get it.
 */
export default function TipAllocationPage() {
  const allocation = useTipAllocation();
  const data = allocation.data;
  const closes = data
    ? `When ${monthLabel(data.month)} closes on ${closeDay.format(new Date(new Date(data.closesAt).getTime() - 1))} (UTC)`
    : '';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Monthly tip allocation"
        icon={HandCoins}
        description="Each paid month of Patron of the Arts includes an allocation to share among the creators you read. At the month’s end it becomes tips in their earnings."
      />
      <QueryStates
        state={queryStatusOf(allocation)}
        loading={<Spinner label="Loading your allocation" />}
        errorTitle="Failed to load your allocation"
        count={1}
        empty={null}
      >
        {data ? (
          <div className="space-y-6">
            {data.included ? (
              <p className="font-display text-3xl font-bold text-ink" data-testid="allocation-amount">
                {formatCents(data.allocationCents)}{' '}
                <span className="text-base font-normal text-ink-muted">
                  to share in {monthLabel(data.month)}
                </span>
              </p>
            ) : (
              <Alert tone="info">
                <p>
                  Your plan has no monthly tip allocation: it comes with Patron of the Arts. You can still
                  send any creator a one-off tip from their page.
                </p>
                <LinkButton to="/subscription" variant="secondary" className="mt-3">
                  See the plans
                </LinkButton>
              </Alert>
            )}
            {data.included ? <AllocationForm data={data} closes={closes} /> : null}
            {data.closed.length > 0 ? (
              <Panel title="Months given">
                <ul className="divide-y divide-line text-sm">
                  {data.closed.map((m) => (
                    <li key={m.month} className="flex justify-between gap-2 py-2 text-ink">
                      <span>{monthLabel(m.month)}</span>
                      <span className="tabular-nums">
                        {formatCents(m.allocationCents)} · {m.tips === 1 ? '1 tip' : `${m.tips} tips`}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            ) : null}
          </div>
        ) : null}
      </QueryStates>
    </div>
  );
}
