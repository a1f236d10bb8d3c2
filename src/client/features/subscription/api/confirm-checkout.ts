import type { Checkout } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { useBillingMutation } from './use-billing-mutation';

/**
 * POST /api/v1/billing/checkout/:id/confirm (local provider): records the subscription, invoice and
 * payment. Idempotent on the server, so a second click answers the same completed checkout.
 */
export function confirmCheckout(id: string): Promise<Checkout> {
  return api<Checkout>(`/api/v1/billing/checkout/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
}

export const useConfirmCheckout = () => useBillingMutation(confirmCheckout);
