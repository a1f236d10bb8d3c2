import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/schemas/user';
import { api } from './api';
import { clearOffline, dropOfflineCopiesWithoutPlan } from './offline-sync';

/** Query key of the signed-in user; invalidate it after sign-in, sign-out or profile changes. */
export const currentUserKey = ['me'] as const;

/**
 * GET /api/v1/session: the user, or null when signed out. That endpoint answers a guest 200 with
 * no user, so a signed-out page never logs a failed request; guards can tell "signed out" (null)
 * from "loading" (no data yet).
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async (): Promise<CurrentUser | null> => {
    const { user } = await api<{ user: CurrentUser | null }>('/api/v1/session');
    // A plan that lost offline downloads (or an ended session) takes its saved copies with it.
    void dropOfflineCopiesWithoutPlan(user).catch(() => undefined);
    return user;
  },
  staleTime: 60_000,
});

/** The signed-in user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

/** Signs out on the server and clears every cached query of the old user, and their offline stories. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/api/v1/auth/sign-out', { method: 'POST', body: {} });
    queryClient.setQueryData(currentUserKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
    await clearOffline().catch(() => undefined);
  };
}
