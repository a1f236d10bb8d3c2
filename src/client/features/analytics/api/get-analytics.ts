import { useQuery } from '@tanstack/react-query';
import type { AuthorAnalytics, StoryAnalytics } from '@common/schemas/analytics';
import { api } from '@client/lib/api';

export type Period = { from: string; to: string };
const query = (p: Period) => `from=${p.from}&to=${p.to}`;

export const analyticsKeys = {
  author: (p: Period) => ['analytics', 'author', p.from, p.to] as const,
  story: (id: string, p: Period) => ['analytics', 'story', id, p.from, p.to] as const,
};

/** GET /api/v1/me/analytics: all the caller's stories over the period. */
export function useAuthorAnalytics(period: Period, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.author(period),
    queryFn: () => api<AuthorAnalytics>(`/api/v1/me/analytics?${query(period)}`),
    enabled,
  });
}

/** GET /api/v1/stories/:id/analytics: one story of the caller's over the period. */
export function useStoryAnalytics(storyId: string, period: Period, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.story(storyId, period),
    queryFn: () => api<StoryAnalytics>(`/api/v1/stories/${storyId}/analytics?${query(period)}`),
    enabled,
  });
}
