import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CuratedEntry,
  PlayCuration,
  PlayCurationMark,
  PlayCurationUpdate,
} from '@common/schemas/play-curation';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

const url = (id: string) => `/api/v1/play-sessions/${encodeURIComponent(id)}/curation`;

/** GET .../curation (game master): the log with what the draft takes and why the rest stays out. */
export function useCuration(id: string) {
  return useQuery({ queryKey: playKeys.curation(id), queryFn: () => api<PlayCuration>(url(id)) });
}

/** PUT .../curation (range and rules) and PATCH .../curation/entries/:entryId (one entry's mark). */
export function useCurationChanges(id: string) {
  const client = useQueryClient();
  return {
    settings: useMutation({
      mutationFn: (body: PlayCurationUpdate) => api<PlayCuration>(url(id), { method: 'PUT', body }),
      onSuccess: (curation) => client.setQueryData(playKeys.curation(id), curation),
    }),
    mark: useMutation({
      mutationFn: ({ entryId, ...body }: PlayCurationMark & { entryId: string }) =>
        api<CuratedEntry>(`${url(id)}/entries/${encodeURIComponent(entryId)}`, { method: 'PATCH', body }),
      onSuccess: (item) => {
        client.setQueryData<PlayCuration>(playKeys.curation(id), (old) =>
          old ? { ...old, items: old.items.map((i) => (i.entry.id === item.entry.id ? item : i)) } : old,
        );
        // Who may be offered credit depends on what the draft takes.
        void client.invalidateQueries({ queryKey: playKeys.curation(id) });
      },
    }),
  };
}
