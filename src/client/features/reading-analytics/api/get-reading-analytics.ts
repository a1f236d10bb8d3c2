import { useQuery } from '@tanstack/react-query';
import type { ReaderAnalytics } from '@common/schemas/reader-analytics';
import { api } from '@client/lib/api';

export const readingAnalyticsKeys = {
  year: (year: number) => ['reading-analytics', year] as const,
};

/** GET /api/v1/analytics/reader?year=: the signed-in reader's own year of reading. */
export function useReadingAnalytics(year: number, enabled: boolean) {
  return useQuery({
    queryKey: readingAnalyticsKeys.year(year),
    queryFn: () => api<ReaderAnalytics>(`/api/v1/analytics/reader?year=${year}`),
    enabled,
  });
}
