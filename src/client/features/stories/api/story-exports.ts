import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExportRequest, StoryExport } from '@common/schemas/story-export';
import { api } from '@client/lib/api';

const exportsPath = (storyId: string) => `/api/v1/stories/${encodeURIComponent(storyId)}/exports`;

/** Where the finished file downloads from (the browser follows it; cookies go along). */
export const exportFileUrl = (job: Pick<StoryExport, 'storyId' | 'id'>) =>
  `${exportsPath(job.storyId)}/${encodeURIComponent(job.id)}/file`;

/** POST /api/v1/stories/:id/exports: queues a book (or answers the kept one). */
export function useRequestExport(storyId: string) {
  return useMutation({
    mutationFn: (body: ExportRequest) => api<StoryExport>(exportsPath(storyId), { method: 'POST', body }),
  });
}

/** GET .../exports/:exportId, asked again every second while the book is being built. */
export function useExportJob(job: StoryExport | undefined) {
  return useQuery({
    queryKey: ['story-export', job?.storyId, job?.id],
    enabled: Boolean(job),
    initialData: job,
    queryFn: () => api<StoryExport>(`${exportsPath(job!.storyId)}/${encodeURIComponent(job!.id)}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
}
