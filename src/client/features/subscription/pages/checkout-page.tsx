import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, CreditCard, ShieldCheck } from 'lucide-react';
import { TIERS, type Tier } from '@common/constants';
import { BILLING_INTERVALS, type BillingInterval } from '@common/schemas/billing';
import { forgetPendingCheckout } from '@client/lib/pending-checkout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useConfirmCheckout } from '../api/confirm-checkout';
import { useCheckoutQuote } from '../api/create-checkout';
import { CheckoutFrame } from '../components/checkout-frame';
import { CheckoutSuccess } from '../components/checkout-success';
import { CheckoutSummary } from '../components/checkout-summary';

const isTier = (value: string | null): value is Tier => (TIERS as readonly string[]).includes(value ?? '');
const isInterval = (value: string | null): value is BillingInterval =>
  (BILLING_INTERVALS as readonly string[]).includes(value ?? '');

/**
 * /subscription/checkout?plan=&interval=: the server's quote for the chosen plan, then Confirm
 * (local provider) or a redirect to Stripe Checkout when the server says so.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const interval = params.get('interval');

  // The visitor's remembered plan has led here; forget it so it never opens again.
  useEffect(() => forgetPendingCheckout(), []);

  if (!isTier(plan) || !isInterval(interval)) {
    return (
      <CheckoutFrame>
        <Alert tone="error">
          That plan does not exist. Choose one of the plans on the subscription page.
        </Alert>
      </CheckoutFrame>
    );
  }
  return <CheckoutQuote plan={plan} interval={interval} />;
}

function CheckoutQuote({ plan, interval }: { plan: Tier; interval: BillingInterval }) {
  const quote = useCheckoutQuote(plan, interval);
  const confirm = useConfirmCheckout();
  const redirectUrl = quote.data?.redirectUrl;

  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  if (confirm.data?.status === 'completed') {
    return (
      <CheckoutFrame>
        <CheckoutSuccess checkout={confirm.data} />
      </CheckoutFrame>
    );
  }
  if (quote.isPending) {
    return (
      <CheckoutFrame>
        <Spinner label="Preparing your checkout..." />
      </CheckoutFrame>
    );
  }
  if (quote.isError) {
    return (
      <CheckoutFrame>
        <LoadError
          message={`Could not prepare the checkout: ${quote.error.message}`}
          onRetry={() => void quote.refetch()}
          retrying={quote.isFetching}
        />
      </CheckoutFrame>
    );
  }
  const checkout = quote.data;
  if (redirectUrl) {
    return (
      <CheckoutFrame>
        <Spinner label="Taking you to secure payment..." />
        <p className="mt-4 text-sm text-ink-muted">
          Not moving?{' '}
          <a className="font-semibold text-accent underline" href={redirectUrl}>
            Continue to payment
          </a>
          .
        </p>
      </CheckoutFrame>
    );
  }
  const expired = checkout.status === 'expired' || confirm.error?.message.toLowerCase().includes('expired');
  return (
    <CheckoutFrame>
      <CheckoutSummary checkout={checkout} />
      {confirm.isError ? (
        <Alert tone="error" className="mt-5">
          {confirm.error.message}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LinkButton to="/subscription" variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to plans
        </LinkButton>
        {expired ? (
          <Button
            onClick={() => {
              confirm.reset();
              void quote.refetch();
            }}
            busy={quote.isFetching}
            disabled={quote.isFetching}
          >
            Get a new quote
          </Button>
        ) : (
          <Button
            onClick={() => confirm.mutate(checkout.id)}
            busy={confirm.isPending}
            disabled={confirm.isPending}
          >
            {confirm.isPending ? null : checkout.amountDueNowCents > 0 ? (
              <CreditCard aria-hidden="true" className="size-4" />
            ) : (
              <ShieldCheck aria-hidden="true" className="size-4" />
            )}
            {confirm.isPending ? 'Confirming...' : 'Confirm'}
          </Button>
        )}
      </div>
    </CheckoutFrame>
  );
}
