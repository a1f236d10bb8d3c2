import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupDetail, GroupRequest, GroupRole, JoinResult, MyInvitation } from '@common/schemas/groups';
import { api } from '@client/lib/api';
import { groupKeys } from './group-keys';

const base = (id: string) => `/api/v1/groups/${encodeURIComponent(id)}`;

/** POST /api/v1/groups/:id/join: joins a Public group, accepts an invitation, or asks to join a Private one. */
export const joinGroup = (id: string) => api<JoinResult>(`${base(id)}/join`, { method: 'POST' });
/** DELETE /api/v1/groups/:id/membership: leaves, withdraws a request or declines an invitation (409 for the last admin). */
export const leaveGroup = (id: string) =>
  api<GroupDetail | null>(`${base(id)}/membership`, { method: 'DELETE' });
export const setMemberRole = (id: string, userId: string, role: GroupRole) =>
  api(`${base(id)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } });
export const removeMember = (id: string, userId: string) =>
  api<void>(`${base(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const getRequests = (id: string) => api<GroupRequest[]>(`${base(id)}/requests`);
export const decideRequest = (id: string, userId: string, approve: boolean) =>
  api<void>(`${base(id)}/requests/${encodeURIComponent(userId)}`, { method: 'POST', body: { approve } });
export const inviteToGroup = (id: string, username: string) =>
  api<void>(`${base(id)}/invitations`, { method: 'POST', body: { username } });
export const getMyInvitations = () => api<MyInvitation[]>('/api/v1/groups/invitations');

/**
 * A membership change, then every group query refetches (SPEC section 7: joining reloads the
 * page on success; here the page's data reloads in place instead of the whole document).
 */
export function useGroupAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

export function useJoinRequests(id: string, enabled: boolean) {
  return useQuery({ queryKey: groupKeys.requests(id), queryFn: () => getRequests(id), enabled });
}

export function useMyInvitations(enabled: boolean) {
  return useQuery({ queryKey: groupKeys.invitations, queryFn: getMyInvitations, enabled });
}
