import { useQuery } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardPeriod } from '@common/schemas/leaderboards';
import { api } from '@client/lib/api';
import { communityKeys } from './community-keys';

/** GET /api/v1/leaderboards: the top `limit` of the month (UTC) or of all time, with the viewer's rank. */
export function useLeaderboard(period: LeaderboardPeriod, limit: number) {
  return useQuery({
    queryKey: communityKeys.leaderboard(period, limit),
    queryFn: () => api<Leaderboard>(`/api/v1/leaderboards?period=${period}&limit=${limit}`),
  });
}
