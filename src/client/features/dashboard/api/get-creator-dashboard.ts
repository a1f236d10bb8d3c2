import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorDashboard } from '@common/schemas/dashboard';
import { api } from '@client/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/dashboard/creator: stats, My Active Stories, XP progress and Recent Activity. */
export function getCreatorDashboard(): Promise<CreatorDashboard> {
  return api<CreatorDashboard>('/api/v1/dashboard/creator');
}

export const creatorDashboardQuery = queryOptions({
  queryKey: dashboardKeys.creator(),
  queryFn: getCreatorDashboard,
});

export const useCreatorDashboard = () => useQuery(creatorDashboardQuery);
