import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChapterSummary } from '@common/schemas/chapter';
import type { PlayCreditOffer, PlayDraftInput, PlayDraftResult } from '@common/schemas/play-curation';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

const base = (id: string) => `/api/v1/play-sessions/${encodeURIComponent(id)}`;

/** Where 'Export the log' downloads from (the server sends it as a file). */
export const exportUrl = (id: string, format: 'markdown' | 'json') => `${base(id)}/export?format=${format}`;

/** POST .../drafts (game master): the curated selection written as a draft chapter. */
export function useDraftChapter(id: string, storyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayDraftInput) =>
      api<PlayDraftResult>(`${base(id)}/drafts`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: playKeys.curation(id) });
      void client.invalidateQueries({ queryKey: playKeys.chapters(storyId) });
    },
  });
}

/** The story's chapters, for 'append to a draft chapter'. */
export function useStoryChapters(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: playKeys.chapters(storyId),
    queryFn: () =>
      api<{ items: ChapterSummary[] }>(`/api/v1/stories/${encodeURIComponent(storyId)}/chapters`),
    enabled,
  });
}

/** GET .../credit: the caller's open offer of credit for this session's drafts. */
export function useCreditOffer(id: string) {
  return useQuery({
    queryKey: playKeys.credit(id),
    queryFn: () => api<PlayCreditOffer>(`${base(id)}/credit`),
  });
}

/** Accept (join the story as a collaborator) or decline the offer. */
export function useCreditAnswer(id: string) {
  const client = useQueryClient();
  const done = () => client.setQueryData<PlayCreditOffer>(playKeys.credit(id), { offer: null });
  return {
    accept: useMutation({
      mutationFn: () => api<{ storyId: string }>(`${base(id)}/credit/accept`, { method: 'POST' }),
      onSuccess: done,
    }),
    decline: useMutation({
      mutationFn: () => api<null>(`${base(id)}/credit`, { method: 'DELETE' }),
      onSuccess: done,
    }),
  };
}
