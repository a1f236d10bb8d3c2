import { useQuery } from '@tanstack/react-query';
import type { MyGroup } from '@common/schemas/groups';
import { api } from '@client/lib/api';

/** GET /api/v1/groups/mine: the groups the signed-in user belongs to, for sharing a 'Group Only' world. */
export function getMyGroups(): Promise<MyGroup[]> {
  return api<MyGroup[]>('/api/v1/groups/mine');
}

export function useMyGroups(enabled: boolean) {
  return useQuery({ queryKey: ['groups', 'mine'], queryFn: getMyGroups, enabled });
}
