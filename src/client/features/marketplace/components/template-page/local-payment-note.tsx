import { useQuery } from '@tanstack/react-query';
import type { BillingOverview, PaymentProviderName } from '@common/schemas/billing';
import { api } from '@client/lib/api';

/** What the purchase dialog says when the server's payment provider is the local one. */
export const LOCAL_PAYMENT_NOTE =
  'This server takes no real payments: buying records the purchase and its payment here, but no money moves and no card is asked for.';

/** The sentence for a provider, or null where real money is taken (Stripe) or the provider is not known yet. */
export const paymentNoteFor = (provider: PaymentProviderName | undefined): string | null =>
  provider === 'local' ? LOCAL_PAYMENT_NOTE : null;

/**
 * The buyer's billing overview names the active provider (GET /api/v1/billing, the same query and
 * cache key the subscription screens use). Asked only while `enabled` (the dialog is open), as it
 * needs a signed-in buyer.
 */
export function LocalPaymentNote({ enabled }: { enabled: boolean }) {
  const provider = useQuery({
    queryKey: ['billing', 'overview'],
    queryFn: () => api<BillingOverview>('/api/v1/billing'),
    enabled,
    select: (overview) => overview.provider,
  });
  const note = paymentNoteFor(provider.data);
  return note ? (
    <p className="mt-3 text-sm text-ink-muted" data-testid="local-payment-note">
      {note}
    </p>
  ) : null;
}
