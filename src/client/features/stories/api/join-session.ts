import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/**
 * POST /api/v1/stories/:id/sessions/join: records that the caller opened the writing room
 * (a session for today and a participant row), which the story's session count and last
 * session date are derived from.
 */
export function joinSession(storyId: string): Promise<unknown> {
  return api(`/api/v1/stories/${encodeURIComponent(storyId)}/sessions/join`, { method: 'POST', body: {} });
}

/** Joins once when the writing room opens; failures are not shown (writing goes on regardless). */
export function useJoinSession(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinSession(storyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId), exact: true }),
  });
}
