import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '@client/lib/session';
import { Alert } from '@client/components/ui/alert';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { billingKeys } from '../api/billing-keys';
import { useCheckout } from '../api/get-checkout';
import { CheckoutFrame } from '../components/checkout-frame';
import { CheckoutSuccess } from '../components/checkout-success';

/**
 * /subscription/checkout/:checkoutId, where Stripe sends the browser back. The tier changes only
 * once the provider has confirmed the payment to the server (webhook), so this screen asks the
 * server until the checkout reads completed; it never trusts the redirect itself.
 */
export default function CheckoutReturnPage() {
  const { checkoutId = '' } = useParams();
  const checkout = useCheckout(checkoutId);
  const queryClient = useQueryClient();
  const completed = checkout.data?.status === 'completed';

  useEffect(() => {
    if (!completed) return;
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    void queryClient.invalidateQueries({ queryKey: billingKeys.overview });
  }, [completed, queryClient]);

  return (
    <CheckoutFrame>
      {checkout.isPending ? (
        <Spinner label="Loading your checkout..." />
      ) : checkout.isError ? (
        <LoadError
          message={`Could not load the checkout: ${checkout.error.message}`}
          onRetry={() => void checkout.refetch()}
          retrying={checkout.isFetching}
        />
      ) : checkout.data.status === 'completed' ? (
        <CheckoutSuccess checkout={checkout.data} />
      ) : checkout.data.status === 'pending' ? (
        <Spinner label="Waiting for the payment provider to confirm your payment..." />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="error">
            This checkout expired before the payment was confirmed. Nothing was charged.
          </Alert>
          <LinkButton to="/subscription" variant="secondary" className="self-start">
            Back to plans
          </LinkButton>
        </div>
      )}
    </CheckoutFrame>
  );
}
