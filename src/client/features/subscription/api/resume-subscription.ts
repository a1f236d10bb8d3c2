import type { BillingOverview } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { useBillingMutation } from './use-billing-mutation';

/** POST /api/v1/billing/resume: undoes a cancellation or a scheduled downgrade. */
export function resumeSubscription(): Promise<BillingOverview> {
  return api<BillingOverview>('/api/v1/billing/resume', { method: 'POST' });
}

export const useResumeSubscription = () => useBillingMutation(resumeSubscription);
