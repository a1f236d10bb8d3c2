import type { BillingOverview } from '@common/schemas/billing';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useOpenPortal } from '../api/open-portal';
import { formatDate } from './billing-format';

type Props = { banner: NonNullable<BillingOverview['banner']>; provider: BillingOverview['provider'] };

/** A failed renewal: the server's message, the end of the grace period, and (Stripe) the portal to fix the card. */
export function PastDueBanner({ banner, provider }: Props) {
  const portal = useOpenPortal();
  return (
    <Alert tone="error" className="mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">{banner.message}</p>
          <p className="mt-1">
            Please update your payment before {formatDate(banner.graceEndsAt)}, or your plan returns to the
            free tier.
          </p>
          {portal.isError ? <p className="mt-1">{portal.error.message}</p> : null}
        </div>
        {provider === 'stripe' ? (
          <Button
            size="sm"
            className="shrink-0"
            onClick={() => portal.mutate()}
            busy={portal.isPending}
            disabled={portal.isPending}
          >
            Update payment
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
