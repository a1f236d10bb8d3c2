import { useMutation } from '@tanstack/react-query';
import type { PlayImportBody, PlayImportPreview } from '@common/schemas/play-imports';
import { api } from '@client/lib/api';

const url = (id: string) => `/api/v1/play-sessions/${encodeURIComponent(id)}/imports`;

/** POST .../imports/preview: what the file would become, with each speaker's guessed role. */
export function usePreviewImport(id: string) {
  return useMutation({
    mutationFn: (body: { fileName: string; content: string }) =>
      api<PlayImportPreview>(`${url(id)}/preview`, { method: 'POST', body }),
  });
}

/** POST .../imports: writes the lines into the log with the confirmed speakers. */
export function useImportLog(id: string) {
  return useMutation({
    mutationFn: (body: PlayImportBody) => api<{ imported: number }>(url(id), { method: 'POST', body }),
  });
}
