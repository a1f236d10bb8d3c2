import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  CreatorDashboard,
  CreatorStatName,
  DashboardStat,
  DashboardStatName,
  ReaderDashboard,
  ReaderStatName,
} from '@common/schemas/dashboard';
import { CREATOR_STATS } from '@common/schemas/dashboard';
import { api } from '@client/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** SPEC section 9: a refresh button spins for at least 500 ms, however fast the answer is. */
export const REFRESH_SPIN_MS = 500;

/** GET /api/v1/dashboard/stats/:name: one stat card's number. */
export function getDashboardStat(name: DashboardStatName): Promise<DashboardStat> {
  return api<DashboardStat>(`/api/v1/dashboard/stats/${name}`);
}

const isCreatorStat = (name: DashboardStatName): name is CreatorStatName =>
  (CREATOR_STATS as readonly string[]).includes(name);

/**
 * Refetches one stat and writes it into the cached dashboard, so only that card changes.
 * Resolves after at least REFRESH_SPIN_MS; rejects when the request fails.
 */
export function useRefreshStat() {
  const queryClient = useQueryClient();
  return useCallback(
    async (name: DashboardStatName) => {
      const [stat] = await Promise.all([
        getDashboardStat(name),
        new Promise((r) => setTimeout(r, REFRESH_SPIN_MS)),
      ]);
      if (isCreatorStat(name)) {
        queryClient.setQueryData<CreatorDashboard>(dashboardKeys.creator(), (old) =>
          old ? { ...old, stats: { ...old.stats, [name]: stat.value } } : old,
        );
      } else {
        queryClient.setQueryData<ReaderDashboard>(dashboardKeys.reader(), (old) =>
          old ? { ...old, stats: { ...old.stats, [name as ReaderStatName]: stat.value } } : old,
        );
      }
    },
    [queryClient],
  );
}
