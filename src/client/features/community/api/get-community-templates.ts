import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateListPage } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { communityKeys } from './community-keys';

/** GET /api/v1/marketplace/templates: the Templates tab's 10 most popular published templates. */
export function useCommunityTemplates(limit: number) {
  return useQuery({
    queryKey: communityKeys.templates(limit),
    queryFn: () => api<TemplateListPage>(`/api/v1/marketplace/templates?limit=${limit}`),
  });
}

/** POST /api/v1/marketplace/templates/:id/download: a free template into My Templates. */
export function useDownloadFreeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/api/v1/marketplace/templates/${encodeURIComponent(id)}/download`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
