import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from '@common/schemas/api-tokens';
import { api } from '@client/lib/api';

export const apiTokensKey = ['api-tokens'] as const;

/** GET /api/v1/me/tokens: the signed-in user's live tokens, newest first (never their secrets). */
export const apiTokensQuery = queryOptions({
  queryKey: apiTokensKey,
  queryFn: async () => (await api<{ tokens: ApiToken[] }>('/api/v1/me/tokens')).tokens,
});

export const useApiTokens = () => useQuery(apiTokensQuery);

/** POST /api/v1/me/tokens: answers the token with its secret, this once. 409 at the per-account cap. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) =>
      api<CreatedApiToken>('/api/v1/me/tokens', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

/** DELETE /api/v1/me/tokens/:tokenId: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      api<null>(`/api/v1/me/tokens/${encodeURIComponent(tokenId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
