import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checkout } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/v1/billing/checkout/:id: a checkout of the caller (404 otherwise), e.g. back from Stripe. */
export function getCheckout(id: string): Promise<Checkout> {
  return api<Checkout>(`/api/v1/billing/checkout/${encodeURIComponent(id)}`);
}

/** While the provider has not confirmed the payment yet, asks again every 2 seconds. */
export const checkoutQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.checkout(id),
    queryFn: () => getCheckout(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

export const useCheckout = (id: string) => useQuery(checkoutQuery(id));
