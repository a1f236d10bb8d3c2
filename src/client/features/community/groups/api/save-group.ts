import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupDetail, GroupInput, GroupUpdate } from '@common/schemas/groups';
import { api } from '@client/lib/api';
import { groupKeys } from './group-keys';

/** POST /api/v1/groups (403 for plans without Create Group, SPEC section 6). */
export function createGroup(input: GroupInput): Promise<GroupDetail> {
  return api<GroupDetail>('/api/v1/groups', { method: 'POST', body: input });
}

/** PATCH /api/v1/groups/:id (Admins). */
export function updateGroup(id: string, patch: GroupUpdate): Promise<GroupDetail> {
  return api<GroupDetail>(`/api/v1/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

/** DELETE /api/v1/groups/:id (Admins). */
export function deleteGroup(id: string): Promise<void> {
  return api<void>(`/api/v1/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Creates a group and refreshes every group list. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      await queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}

export function useUpdateGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: GroupUpdate) => updateGroup(id, patch),
    onSuccess: async (group) => {
      queryClient.setQueryData(groupKeys.detail(id), group);
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

export function useDeleteGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      await queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
