import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilterPreset, FilterPresetInput } from '@common/schemas/filter-presets';
import { api } from '@client/lib/api';

/** The signed-in reader's saved library filters (issue 25); they live with the account. */
const presetsKey = ['filter-presets'] as const;

export function useFilterPresets(enabled: boolean) {
  return useQuery({
    queryKey: presetsKey,
    queryFn: () => api<{ items: FilterPreset[] }>('/api/v1/me/filter-presets'),
    enabled,
  });
}

export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FilterPresetInput) =>
      api<FilterPreset>('/api/v1/me/filter-presets', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsKey }),
  });
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/v1/me/filter-presets/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsKey }),
  });
}
