import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collaborator } from '@common/schemas/collaborator';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** GET /api/v1/stories/:id/collaborators: the people the owner shares the story with. */
export async function getStoryCollaborators(storyId: string): Promise<Collaborator[]> {
  const { items } = await api<{ items: Collaborator[] }>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/collaborators`,
  );
  return items;
}

export const storyCollaboratorsQuery = (storyId: string) =>
  queryOptions({ queryKey: storyKeys.collaborators(storyId), queryFn: () => getStoryCollaborators(storyId) });

/** The story's collaborators, for the summary on the detail page; only members may ask (`enabled`). */
export function useStoryCollaborators(storyId: string, enabled: boolean) {
  return useQuery({ ...storyCollaboratorsQuery(storyId), enabled });
}
