import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '@common/schemas/profile';
import { api } from '@client/lib/api';

/** Query key of the signed-in user's profile summary; profile edits should invalidate it. */
export const profileSummaryKey = ['profile', 'summary'] as const;

/** GET /api/v1/me/profile: header, stats, achievements, usage and the first five of each tab. */
export function getProfileSummary(): Promise<ProfileSummary> {
  return api<ProfileSummary>('/api/v1/me/profile');
}

export const profileSummaryQuery = queryOptions({ queryKey: profileSummaryKey, queryFn: getProfileSummary });

export const useProfileSummary = () => useQuery(profileSummaryQuery);
