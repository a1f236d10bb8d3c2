import { useQuery } from '@tanstack/react-query';
import type { PlaySession } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

/** GET /api/v1/play-sessions/:id: the table, its players and the caller's abilities. */
export function usePlaySession(id: string) {
  return useQuery({
    queryKey: playKeys.session(id),
    queryFn: () => api<PlaySession>(`/api/v1/play-sessions/${encodeURIComponent(id)}`),
  });
}
