import { useQuery } from '@tanstack/react-query';
import type { StorySession } from '@common/schemas/story';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** GET /api/v1/stories/:id/sessions: the story's writing sessions, newest first (members only: `enabled`). */
export function useStorySessions(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...storyKeys.detail(storyId), 'sessions'],
    queryFn: async () =>
      (await api<{ items: StorySession[] }>(`/api/v1/stories/${encodeURIComponent(storyId)}/sessions`)).items,
    enabled,
  });
}
