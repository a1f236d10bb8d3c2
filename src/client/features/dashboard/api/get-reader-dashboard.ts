import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReaderDashboard } from '@common/schemas/dashboard';
import { api } from '@client/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/dashboard/reader: stats, Continue Reading and the favourite genre (Recommended is /me/recommendations). */
export function getReaderDashboard(): Promise<ReaderDashboard> {
  return api<ReaderDashboard>('/api/v1/dashboard/reader');
}

export const readerDashboardQuery = queryOptions({
  queryKey: dashboardKeys.reader(),
  queryFn: getReaderDashboard,
});

export const useReaderDashboard = () => useQuery(readerDashboardQuery);
