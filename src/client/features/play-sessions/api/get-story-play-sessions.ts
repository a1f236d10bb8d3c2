import { useQuery } from '@tanstack/react-query';
import type { PlaySession } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

/** GET /api/v1/stories/:id/play-sessions: the story's tables the caller may see, newest first. */
export function useStoryPlaySessions(storyId: string) {
  return useQuery({
    queryKey: playKeys.story(storyId),
    queryFn: async () =>
      (await api<{ items: PlaySession[] }>(`/api/v1/stories/${encodeURIComponent(storyId)}/play-sessions`))
        .items,
  });
}
