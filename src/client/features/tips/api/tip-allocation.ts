import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TipAllocation, TipAllocationRequest } from '@common/schemas/tip-allocation';
import { api } from '@client/lib/api';

export const allocationKey = ['tips', 'allocation'] as const;

/** GET /api/v1/me/tip-allocation: the caller's split of this month's allocation, previewed in cents. */
export function useTipAllocation() {
  return useQuery({
    queryKey: allocationKey,
    queryFn: () => api<TipAllocation>('/api/v1/me/tip-allocation'),
  });
}

/** PUT /api/v1/me/tip-allocation: saves a new split; the answer is the new preview. */
export function useSaveTipAllocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TipAllocationRequest) =>
      api<TipAllocation>('/api/v1/me/tip-allocation', { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(allocationKey, data),
  });
}
