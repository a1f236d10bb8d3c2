import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateDetail, TemplateVersionContent } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

const path = (id: string) => `/api/v1/marketplace/templates/${encodeURIComponent(id)}`;

/** GET /api/v1/marketplace/templates/:id: the template page (404 when the caller may not see it). */
export const getTemplate = (id: string) => api<TemplateDetail>(path(id));

export const templateQuery = (id: string) =>
  queryOptions({ queryKey: marketplaceKeys.template(id), queryFn: () => getTemplate(id) });

/**
 * The template page. With `awaitPurchase` (back from the provider's payment page) it refetches
 * every 2 s until the template is the caller's, for at most 2 minutes (the webhook completes it).
 */
export function useTemplate(id: string, awaitPurchase = false) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...templateQuery(id),
    refetchInterval: (q) =>
      awaitPurchase && !q.state.data?.viewer?.owned && q.state.dataUpdatedAt - since < 120_000 ? 2000 : false,
  });
}

/** GET /api/v1/marketplace/templates/:id/versions/:version: one version's whole content. */
export const getTemplateVersion = (id: string, version: number) =>
  api<TemplateVersionContent>(`${path(id)}/versions/${version}`);

export const useTemplateVersion = (id: string, version: number | null) =>
  useQuery({
    queryKey: marketplaceKeys.version(id, version ?? 0),
    queryFn: () => getTemplateVersion(id, version ?? 0),
    enabled: version !== null,
  });
