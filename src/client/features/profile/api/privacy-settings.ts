import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@common/schemas/privacy';
import { api } from '@client/lib/api';

const privacyKey = ['profile', 'privacy'] as const;

/** GET /api/v1/me/privacy: the signed-in user's privacy settings (defaults when never saved). */
export const privacySettingsQuery = queryOptions({
  queryKey: privacyKey,
  queryFn: () => api<PrivacySettings>('/api/v1/me/privacy'),
});

export const usePrivacySettings = () => useQuery(privacySettingsQuery);

/** PUT /api/v1/me/privacy with all three settings; the answer replaces the cached ones. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) =>
      api<PrivacySettings>('/api/v1/me/privacy', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(privacyKey, saved),
  });
}
