import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TagRef } from '@common/schemas/story-labels';
import { api } from '@client/lib/api';

/** GET /api/v1/tags/suggest?q=: tags other stories use that start with `q`, most used first. */
export function suggestTags(q: string): Promise<{ items: TagRef[] }> {
  return api<{ items: TagRef[] }>(`/api/v1/tags/suggest?${new URLSearchParams({ q, limit: '8' })}`);
}

export const tagSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['tags', 'suggest', q.toLowerCase()] as const,
    queryFn: () => suggestTags(q),
    staleTime: 60_000,
  });

/** Suggestions for what is typed (nothing is asked while the box is empty). */
export function useTagSuggestions(q: string) {
  return useQuery({
    ...tagSuggestionsQuery(q),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
