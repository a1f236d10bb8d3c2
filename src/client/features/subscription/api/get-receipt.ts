import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@common/schemas/billing';
import { api } from '@client/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/v1/billing/invoices/:id: one invoice as a receipt; 404 when it is not the caller's. */
export function getReceipt(id: string): Promise<Receipt> {
  return api<Receipt>(`/api/v1/billing/invoices/${encodeURIComponent(id)}`);
}

export const receiptQuery = (id: string) =>
  queryOptions({ queryKey: billingKeys.receipt(id), queryFn: () => getReceipt(id) });

export const useReceipt = (id: string) => useQuery(receiptQuery(id));
