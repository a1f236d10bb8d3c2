import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GroupPlaySession,
  GroupPlaySessionCreate,
  GroupPlaySessionList,
  RunnableStories,
} from '@common/schemas/play-group-sessions';
import type { WorldOption } from '@common/schemas/world';
import { api } from '@client/lib/api';

const key = (groupId: string) => ['groups', 'play-sessions', groupId] as const;

/** GET /api/v1/groups/:id/play-sessions: the group's sessions, upcoming and ended (members only). */
export function useGroupPlaySessions(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(groupId),
    queryFn: () => api<GroupPlaySessionList>(`/api/v1/groups/${encodeURIComponent(groupId)}/play-sessions`),
    enabled,
  });
}

/** The stories the viewer may run a session on, and their own worlds, for the schedule form. */
export function useScheduleChoices(enabled: boolean) {
  const stories = useQuery({
    queryKey: ['play-sessions', 'runnable-stories'],
    queryFn: () => api<RunnableStories>('/api/v1/play-sessions/runnable-stories'),
    enabled,
  });
  const worlds = useQuery({
    queryKey: ['worlds', 'options'],
    queryFn: () => api<WorldOption[]>('/api/v1/worlds/options'),
    enabled,
  });
  return { stories, worlds };
}

/** POST /api/v1/groups/:id/play-sessions: a 'Play Session' group event and its table. */
export function useScheduleGroupPlaySession(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupPlaySessionCreate) =>
      api<GroupPlaySession>(`/api/v1/groups/${encodeURIComponent(groupId)}/play-sessions`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(groupId) }),
  });
}
