import { useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '@common/schemas/groups';
import { api } from '@client/lib/api';
import { groupKeys } from './group-keys';

/** GET /api/v1/groups/:id: the about part, the caller's standing and abilities (404 when hidden). */
export function getGroup(id: string): Promise<GroupDetail> {
  return api<GroupDetail>(`/api/v1/groups/${encodeURIComponent(id)}`);
}

export function useGroup(id: string) {
  return useQuery({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id) });
}
