import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSupportQueue,
  AdminSupportReplyInput,
  AdminSupportRequest,
  CreateSupportRequestInput,
  SupportReplyInput,
  SupportRequest,
  SupportRequestSummary,
  UpdateSupportRequestInput,
} from '@common/schemas/support';
import { api } from '@client/lib/api';

const mine = ['support', 'mine'] as const;
const adminKey = ['support', 'admin'] as const;
const enc = encodeURIComponent;

/** GET /api/v1/support/requests: the caller's requests, latest activity first. */
export const useMySupportRequests = () =>
  useQuery(
    queryOptions({
      queryKey: mine,
      queryFn: async () =>
        (await api<{ requests: SupportRequestSummary[] }>('/api/v1/support/requests')).requests,
    }),
  );

/** GET /api/v1/support/requests/:id: one of the caller's requests with its thread. */
export const useSupportRequest = (id: string) =>
  useQuery({
    queryKey: [...mine, id],
    queryFn: () => api<SupportRequest>(`/api/v1/support/requests/${enc(id)}`),
  });

export function useOpenSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSupportRequestInput) =>
      api<SupportRequest>('/api/v1/support/requests', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mine }),
  });
}

export function useReplyToSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportReplyInput) =>
      api<SupportRequest>(`/api/v1/support/requests/${enc(id)}/replies`, { method: 'POST', body: input }),
    onSuccess: (data) => {
      queryClient.setQueryData([...mine, id], data);
      return queryClient.invalidateQueries({ queryKey: mine, exact: true });
    },
  });
}

/** GET /api/v1/admin/support/requests: the queue (admins only). */
export const useSupportQueue = (status: string) =>
  useQuery({
    queryKey: [...adminKey, 'queue', status],
    queryFn: () => api<AdminSupportQueue>(`/api/v1/admin/support/requests?status=${enc(status)}`),
  });

export const useAdminSupportRequest = (id: string) =>
  useQuery({
    queryKey: [...adminKey, id],
    queryFn: () => api<AdminSupportRequest>(`/api/v1/admin/support/requests/${enc(id)}`),
  });

function useAdminWrite<I>(id: string, send: (input: I) => Promise<AdminSupportRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      queryClient.setQueryData([...adminKey, id], data);
      return queryClient.invalidateQueries({ queryKey: [...adminKey, 'queue'] });
    },
  });
}

export const useAdminSupportReply = (id: string) =>
  useAdminWrite(id, (input: AdminSupportReplyInput) =>
    api<AdminSupportRequest>(`/api/v1/admin/support/requests/${enc(id)}/replies`, {
      method: 'POST',
      body: input,
    }),
  );

export const useUpdateSupportRequest = (id: string) =>
  useAdminWrite(id, (input: UpdateSupportRequestInput) =>
    api<AdminSupportRequest>(`/api/v1/admin/support/requests/${enc(id)}`, { method: 'PATCH', body: input }),
  );
