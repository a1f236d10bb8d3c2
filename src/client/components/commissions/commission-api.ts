import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommissionActionRequest,
  CommissionDetail,
  CommissionEarnings,
  CommissionRequest,
  CommissionSettings,
  CommissionStory,
  CommissionSummary,
  CommissionTerms,
} from '@common/schemas/commissions';
import { api } from '@client/lib/api';

/**
 * The commission routes (contract: src/common/schemas/commissions.ts), shared by the commission
 * screens, the author page's request form and the earnings page.
 */
export const commissionKeys = {
  all: ['commissions'] as const,
  list: ['commissions', 'list'] as const,
  one: (id: string) => ['commissions', 'one', id] as const,
  story: (id: string) => ['commissions', 'story', id] as const,
  settings: ['commissions', 'settings'] as const,
  terms: (username: string) => ['commissions', 'terms', username] as const,
  earnings: ['commissions', 'earnings'] as const,
};

export const useCommissionSettings = () =>
  useQuery({
    queryKey: commissionKeys.settings,
    queryFn: () => api<CommissionSettings>('/api/v1/me/commission-settings'),
  });

export function useSaveCommissionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionSettings) =>
      api<CommissionSettings>('/api/v1/me/commission-settings', { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(commissionKeys.settings, data),
  });
}

/** A creator's public terms; 404 (no terms) resolves to null. */
export const useCommissionTerms = (username: string) =>
  useQuery({
    queryKey: commissionKeys.terms(username),
    queryFn: () =>
      api<CommissionTerms>(`/api/v1/users/${encodeURIComponent(username)}/commission-terms`).catch(
        (error: { status?: number }) => {
          if (error.status === 404) return null;
          throw error;
        },
      ),
  });

export const requestCommission = (username: string, body: CommissionRequest) =>
  api<CommissionDetail>(`/api/v1/users/${encodeURIComponent(username)}/commissions`, {
    method: 'POST',
    body,
  });

export const useCommissions = () =>
  useQuery({
    queryKey: commissionKeys.list,
    queryFn: () => api<{ items: CommissionSummary[] }>('/api/v1/me/commissions'),
  });

export const useCommission = (id: string) =>
  useQuery({
    queryKey: commissionKeys.one(id),
    queryFn: () => api<CommissionDetail>(`/api/v1/commissions/${id}`),
  });

export const useCommissionStory = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: commissionKeys.story(id),
    queryFn: () => api<CommissionStory>(`/api/v1/commissions/${id}/story`),
    enabled,
  });

export function useCommissionAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionActionRequest) =>
      api<CommissionDetail>(`/api/v1/commissions/${id}/actions`, { method: 'POST', body }),
    onSuccess: (data) => {
      if (data.redirectUrl) {
        window.location.assign(data.redirectUrl);
        return;
      }
      client.setQueryData(commissionKeys.one(id), data);
      void client.invalidateQueries({ queryKey: commissionKeys.list });
    },
  });
}

export const useCommissionEarnings = () =>
  useQuery({
    queryKey: commissionKeys.earnings,
    queryFn: () => api<CommissionEarnings>('/api/v1/me/commissions/earnings'),
  });
