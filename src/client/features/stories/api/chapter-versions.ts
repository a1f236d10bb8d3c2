import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChapterRestoreResult,
  ChapterVersionDetail,
  ChapterVersionSummary,
} from '@common/schemas/chapter-version';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

const versionsPath = (storyId: string, chapterId: string) =>
  `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}/versions`;
const versionsKey = (storyId: string, chapterId: string) =>
  [...storyKeys.chapter(storyId, chapterId), 'versions'] as const;

/** GET …/versions: the chapter's kept versions, newest first (only fetched while the history shows). */
export function useChapterVersions(storyId: string, chapterId: string, enabled: boolean) {
  return useQuery({
    queryKey: versionsKey(storyId, chapterId),
    queryFn: async () =>
      (await api<{ items: ChapterVersionSummary[] }>(versionsPath(storyId, chapterId))).items,
    enabled,
  });
}

/** GET …/versions/:versionId: one version with what changed since (compared with the text now). */
export function useChapterVersion(storyId: string, chapterId: string, versionId: string | null) {
  return useQuery({
    queryKey: [...versionsKey(storyId, chapterId), versionId],
    queryFn: () =>
      api<ChapterVersionDetail>(`${versionsPath(storyId, chapterId)}/${encodeURIComponent(versionId!)}`),
    enabled: versionId !== null,
    staleTime: 0,
  });
}

/** POST …/versions ('Save version'): keeps the live text as it is now. */
export function useSaveVersion(storyId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: 'manual' | 'ai_assisted' = 'manual') =>
      api<ChapterVersionSummary>(versionsPath(storyId, chapterId), { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(storyId, chapterId) }),
  });
}

/** POST …/versions/:versionId/restore: the room's document takes the version's text (as edits). */
export function useRestoreVersion(storyId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      api<ChapterRestoreResult>(
        `${versionsPath(storyId, chapterId)}/${encodeURIComponent(versionId)}/restore`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(storyId, chapterId) }),
  });
}
