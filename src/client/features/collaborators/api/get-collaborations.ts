import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collaborations } from '@common/schemas/collaborator';
import { api } from '@client/lib/api';
import { collaborationKeys } from './collaboration-keys';

/**
 * GET /api/v1/collaborations: `owned`, the caller's stories that have collaborators, each with
 * them; `collaborating`, the stories the caller helps write, with their role and the owner.
 */
export function getCollaborations(): Promise<Collaborations> {
  return api<Collaborations>('/api/v1/collaborations');
}

export const collaborationsQuery = queryOptions({
  queryKey: collaborationKeys.all,
  queryFn: getCollaborations,
});

export function useCollaborations() {
  return useQuery(collaborationsQuery);
}
