import { Coins } from 'lucide-react';
import { formatCents } from '@common/pricing';
import { TIP_MESSAGES } from '@common/schemas/tips';
import { Alert } from '@client/components/ui/alert';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { Spinner } from '@client/components/ui/spinner';
import { CommissionEarnings } from '@client/components/commissions/commission-earnings';
import { useTipEarnings } from '../api/get-tip-earnings';
import { EarningsTables } from '../components/earnings-tables';

/** /earnings: the tips a creator received, per month and per story; payouts are not built. */
export default function EarningsPage() {
  const earnings = useTipEarnings();
  const data = earnings.data;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Earnings"
        icon={Coins}
        description="Tips readers sent you, one-off and from their monthly allocation, and the commissions you completed."
      />
      <QueryStates
        state={queryStatusOf(earnings)}
        loading={<Spinner label="Loading earnings" />}
        errorTitle="Failed to load earnings"
        count={data?.recent.length ?? 0}
        empty={
          <EmptyState
            icon={Coins}
            title="No tips yet"
            description="When readers tip you for your stories, the tips show here by month and by story."
          />
        }
      >
        {data ? (
          <div className="space-y-6">
            <p className="font-display text-3xl font-bold text-ink" data-testid="tips-total">
              {formatCents(data.totalCents)}{' '}
              <span className="text-base font-normal text-ink-muted">received in tips</span>
            </p>
            <EarningsTables earnings={data} />
          </div>
        ) : null}
      </QueryStates>
      <div className="mt-6">
        <CommissionEarnings />
      </div>
      <Alert tone="info" className="mt-6">
        {TIP_MESSAGES.payoutsNotBuilt}
      </Alert>
    </div>
  );
}
