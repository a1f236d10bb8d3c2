import { useQuery } from '@tanstack/react-query';
import type { TipEarnings } from '@common/schemas/tips';
import { api } from '@client/lib/api';

export const tipKeys = { earnings: ['tips', 'earnings'] as const };

/** GET /api/v1/me/tips/earnings: the caller's tips received, per month and per story. */
export function useTipEarnings() {
  return useQuery({
    queryKey: tipKeys.earnings,
    queryFn: () => api<TipEarnings>('/api/v1/me/tips/earnings'),
  });
}
