import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayProposalAccept, PlayProposalList } from '@common/schemas/play-proposals';
import { api } from '@client/lib/api';

const url = (id: string) => `/api/v1/play-sessions/${encodeURIComponent(id)}/proposals`;
const key = (id: string) => ['play-sessions', 'proposals', id] as const;
const working = (list: PlayProposalList | undefined) =>
  list?.run.state === 'Queued' || list?.run.state === 'Running';

/** GET .../proposals: the names found in the log, asked again every second while the job runs. */
export function useProposals(id: string) {
  return useQuery({
    queryKey: key(id),
    queryFn: () => api<PlayProposalList>(url(id)),
    refetchInterval: (query) => (working(query.state.data) ? 1000 : false),
  });
}

/** 'Find names', accept, link and dismiss: each answers the whole list. */
export function useProposalChanges(id: string) {
  const client = useQueryClient();
  const onSuccess = (list: PlayProposalList) => client.setQueryData(key(id), list);
  const post = (path: string, body?: object) =>
    api<PlayProposalList>(`${url(id)}${path}`, { method: 'POST', body });
  return {
    find: useMutation({ mutationFn: () => post('/find'), onSuccess }),
    accept: useMutation({
      mutationFn: ({ proposalId, ...body }: PlayProposalAccept & { proposalId: string }) =>
        post(`/${encodeURIComponent(proposalId)}/accept`, body),
      onSuccess,
    }),
    link: useMutation({
      mutationFn: (proposalId: string) => post(`/${encodeURIComponent(proposalId)}/link`),
      onSuccess,
    }),
    dismiss: useMutation({
      mutationFn: (proposalId: string) => post(`/${encodeURIComponent(proposalId)}/dismiss`),
      onSuccess,
    }),
  };
}
