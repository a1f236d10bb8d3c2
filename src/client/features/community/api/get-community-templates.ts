import { useQuery } from '@tanstack/react-query';
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
