import type { BillingOverview } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { useBillingMutation } from './use-billing-mutation';

/** POST /api/v1/billing/cancel: the plan ends at the period end; 400 on a free tier. */
export function cancelSubscription(): Promise<BillingOverview> {
  return api<BillingOverview>('/api/v1/billing/cancel', { method: 'POST' });
}

export const useCancelSubscription = () => useBillingMutation(cancelSubscription);
