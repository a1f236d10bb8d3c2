import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendations } from '@common/schemas/recommendations';
import { api } from '@client/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/me/recommendations: personal with AI recommendations in the plan, else popular. */
export function getRecommendations(limit: number): Promise<Recommendations> {
  return api<Recommendations>(`/api/v1/me/recommendations?limit=${limit}`);
}

export const recommendationsQuery = (limit: number) =>
  queryOptions({ queryKey: dashboardKeys.recommendations(limit), queryFn: () => getRecommendations(limit) });

export const useRecommendations = (limit: number) => useQuery(recommendationsQuery(limit));
