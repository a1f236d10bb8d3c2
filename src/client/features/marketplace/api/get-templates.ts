import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MARKETPLACE_PAGE_SIZE } from '@common/marketplace-constants';
import type { TemplateListPage, TemplateListQuery } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/marketplace/templates: one page of 50 published templates (guests welcome). */
export function getTemplates(query: TemplateListQuery, cursor?: string): Promise<TemplateListPage> {
  const params = new URLSearchParams({ limit: String(MARKETPLACE_PAGE_SIZE) });
  if (query.type) params.set('type', query.type);
  if (query.q) params.set('q', query.q);
  if (query.price && query.price !== 'all') params.set('price', query.price);
  if (query.sort && query.sort !== 'popular') params.set('sort', query.sort);
  if (cursor) params.set('cursor', cursor);
  return api<TemplateListPage>(`/api/v1/marketplace/templates?${params.toString()}`);
}

export const templatesQuery = (query: TemplateListQuery) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.templateList(query),
    queryFn: ({ pageParam }) => getTemplates(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The Templates tab; the previous results stay on screen (dimmed) while new filters load. */
export function useTemplates(query: TemplateListQuery, enabled = true) {
  return useInfiniteQuery({ ...templatesQuery(query), placeholderData: keepPreviousData, enabled });
}
