import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/schemas/user';
import { api, ApiError } from './api';

/** Query key of the signed-in user; invalidate it after sign-in, sign-out or profile changes. */
export const currentUserKey = ['me'] as const;

/** GET /api/v1/me; resolves to null when signed out (401), so guards can tell "signed out" from "loading". */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return (await api<{ user: CurrentUser }>('/api/v1/me')).user;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

/** The signed-in user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

/** Signs out on the server and clears every cached query of the old user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/api/v1/auth/sign-out', { method: 'POST', body: {} });
    queryClient.setQueryData(currentUserKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
  };
}
