import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiStatus, AiSwitch } from '@common/schemas/assistant';
import { api } from './api';

/** The writing assistant's status for the signed-in user: shared by the writing room and settings. */
export const aiStatusKey = ['ai', 'status'] as const;

/** GET /api/v1/ai/status: whether AI controls work (and why not), and this period's usage. */
export const aiStatusQuery = queryOptions({
  queryKey: aiStatusKey,
  queryFn: () => api<AiStatus>('/api/v1/ai/status'),
});

export const useAiStatus = () => useQuery(aiStatusQuery);

/** PUT /api/v1/me/ai-settings (`scope` 'account') or /api/v1/admin/ai-settings ('server'). */
export function useSaveAiSwitch(scope: 'account' | 'server') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSwitch) =>
      api<AiStatus>(scope === 'account' ? '/api/v1/me/ai-settings' : '/api/v1/admin/ai-settings', {
        method: 'PUT',
        body,
      }),
    onSuccess: (status) => queryClient.setQueryData(aiStatusKey, status),
  });
}
