import { useMutation } from '@tanstack/react-query';
import type { PlayEntry, PlayEntryInput, PlayEntryPage } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';

const url = (id: string) => `/api/v1/play-sessions/${encodeURIComponent(id)}/entries`;

/** GET .../entries: one page of the log (newest first page; `cursor` for older ones). */
export const fetchEntries = (id: string, cursor?: string) =>
  api<PlayEntryPage>(`${url(id)}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

/** POST .../entries: the server orders, stores (and for rolls, throws) before anyone sees it. */
export function usePostEntry(id: string) {
  return useMutation({
    mutationFn: (body: PlayEntryInput) => api<PlayEntry>(url(id), { method: 'POST', body }),
  });
}

/** PATCH and DELETE .../entries/:entryId (the poster for a few minutes, the game master always). */
export function useEntryChanges(id: string) {
  return {
    edit: useMutation({
      mutationFn: ({ entryId, text }: { entryId: string; text: string }) =>
        api<PlayEntry>(`${url(id)}/${encodeURIComponent(entryId)}`, { method: 'PATCH', body: { text } }),
    }),
    remove: useMutation({
      mutationFn: (entryId: string) =>
        api<null>(`${url(id)}/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
    }),
  };
}
