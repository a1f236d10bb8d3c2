import { useQuery } from '@tanstack/react-query';
import type { ReadingActivity } from '@common/schemas/reader-account';
import { api } from '@client/lib/api';
import { readerAccountKeys } from './reader-account-keys';

/** GET /api/v1/me/reading-activity: minutes read on each of the last 7 days. */
export const useReadingActivity = () =>
  useQuery({
    queryKey: readerAccountKeys.activity(),
    queryFn: () => api<ReadingActivity>('/api/v1/me/reading-activity'),
  });
