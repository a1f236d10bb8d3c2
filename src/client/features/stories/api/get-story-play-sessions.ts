import { useQuery } from '@tanstack/react-query';
import type { PlaySession } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';

/** GET /api/v1/stories/:id/play-sessions: the story's play sessions the caller may see. */
export function useStoryPlaySessionsSummary(storyId: string) {
  return useQuery({
    queryKey: ['play-sessions', 'story', storyId],
    queryFn: async () =>
      (await api<{ items: PlaySession[] }>(`/api/v1/stories/${encodeURIComponent(storyId)}/play-sessions`))
        .items,
  });
}
