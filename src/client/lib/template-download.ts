import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { acquireResultSchema } from '@common/schemas/template-acquisitions';
import { api } from './api';

/** What a download answers (the same shape as a purchase's). */
export type DownloadResult = z.infer<typeof acquireResultSchema> & { redirectUrl?: string | null };

/** POST /api/v1/marketplace/templates/:id/download: a free template into My Templates (counts once per user). */
export function downloadTemplate(templateId: string): Promise<DownloadResult> {
  return api<DownloadResult>(`/api/v1/marketplace/templates/${encodeURIComponent(templateId)}/download`, {
    method: 'POST',
    body: {},
  });
}

/**
 * The one download of a free template, for the marketplace and the hub's Templates tab; on success
 * the caller's queries (`invalidates`, its feature's root key) load again with the new count.
 */
export function useDownloadTemplate(invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
