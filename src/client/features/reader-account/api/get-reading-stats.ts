import { useQuery } from '@tanstack/react-query';
import type { ReaderDashboard } from '@common/schemas/dashboard';
import { api } from '@client/lib/api';
import { readerAccountKeys } from './reader-account-keys';

/** Stories read, hours read, streak and bookmarks: the reader dashboard's stats (GET /api/v1/dashboard/reader). */
export const useReadingStats = () =>
  useQuery({
    queryKey: readerAccountKeys.stats(),
    queryFn: async () => (await api<ReaderDashboard>('/api/v1/dashboard/reader')).stats,
  });
