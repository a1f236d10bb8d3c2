import type { BillingOverview } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { useBillingMutation } from './use-billing-mutation';

/**
 * POST /api/v1/billing/refund: refunds a payment under 30 days old, ends the plan and returns the
 * account to the free tier of its plan type. 400 'Payments can only be refunded within 30 days.'
 */
export function refundPayment(paymentId: string): Promise<BillingOverview> {
  return api<BillingOverview>('/api/v1/billing/refund', { method: 'POST', body: { paymentId } });
}

export const useRefundPayment = () => useBillingMutation(refundPayment);
