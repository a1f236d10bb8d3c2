import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/v1/billing: subscription, usage this month against the plan's limits, invoices, past-due banner. */
export function getBillingOverview(): Promise<BillingOverview> {
  return api<BillingOverview>('/api/v1/billing');
}

export const billingOverviewQuery = queryOptions({
  queryKey: billingKeys.overview,
  queryFn: getBillingOverview,
});

/** The signed-in user's billing; pass `enabled: false` for visitors (the API answers 401). */
export const useBillingOverview = (enabled = true) => useQuery({ ...billingOverviewQuery, enabled });
