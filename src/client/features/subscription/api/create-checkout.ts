import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInterval, Checkout } from '@common/schemas/billing';
import type { Tier } from '@common/constants';
import { api } from '@client/lib/api';
import { billingKeys } from './billing-keys';

/**
 * POST /api/v1/billing/checkout: the server's quote for moving to `plan` / `interval` (what is
 * due now, proration, when it takes effect). Creating a quote charges nothing, so the checkout
 * screen asks for it like a read: one per plan and interval while the screen is open.
 * 400 for an unknown plan or the plan the user already has.
 */
export function createCheckout(plan: Tier, interval: BillingInterval): Promise<Checkout> {
  return api<Checkout>('/api/v1/billing/checkout', { method: 'POST', body: { plan, interval } });
}

export const checkoutQuoteQuery = (plan: Tier, interval: BillingInterval) =>
  queryOptions({
    queryKey: billingKeys.quote(plan, interval),
    queryFn: () => createCheckout(plan, interval),
    // A quote is single use and expires; never refetch one behind the user's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useCheckoutQuote = (plan: Tier, interval: BillingInterval) =>
  useQuery(checkoutQuoteQuery(plan, interval));
