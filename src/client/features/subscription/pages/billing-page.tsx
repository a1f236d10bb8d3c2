import { Navigate, useSearchParams } from 'react-router';
import { CreditCard, Settings2 } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useBillingOverview } from '../api/get-billing-overview';
import { CurrentPlanPanel } from '../components/current-plan-panel';
import { InvoicesPanel } from '../components/invoices-panel';
import { PastDueBanner } from '../components/past-due-banner';
import { UsagePanel } from '../components/usage-panel';

/**
 * /settings/billing: the current plan and renewal, usage this month against the plan's limits,
 * invoices with receipts and refunds, and the past-due banner when a renewal failed.
 */
export default function BillingPage() {
  const [params] = useSearchParams();
  const overview = useBillingOverview();
  // Back from Stripe Checkout (?checkout=<id>): its screen waits for the provider's confirmation.
  const returningCheckout = params.get('checkout');
  if (returningCheckout)
    return <Navigate to={`/subscription/checkout/${encodeURIComponent(returningCheckout)}`} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Billing"
        icon={CreditCard}
        description="Your plan, what you have used this month, and your invoices."
        actions={
          <LinkButton to="/profile" variant="secondary">
            <Settings2 aria-hidden="true" className="size-4" />
            Profile settings
          </LinkButton>
        }
      />
      {overview.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading billing..." />
        </div>
      ) : overview.isError ? (
        <LoadError
          message={`Failed to load billing: ${overview.error.message}`}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          {overview.data.banner ? (
            <PastDueBanner banner={overview.data.banner} provider={overview.data.provider} />
          ) : null}
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <CurrentPlanPanel overview={overview.data} />
            <UsagePanel usage={overview.data.usage} />
          </div>
          <div className="mt-6">
            <InvoicesPanel invoices={overview.data.invoices} tier={overview.data.tier} />
          </div>
        </>
      )}
    </div>
  );
}
