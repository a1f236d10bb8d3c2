import type { StoryListFilters } from './get-my-stories';

/**
 * Query keys of the stories feature, nested so one invalidation reaches everything below it:
 * `storyKeys.all` covers every list and detail, `storyKeys.detail(id)` a story with its chapters.
 * The collaborators screen invalidates `['stories']` after adding or removing people, so keep
 * that first segment.
 */
export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (filters: StoryListFilters) => [...storyKeys.lists(), filters] as const,
  detail: (storyId: string) => [...storyKeys.all, 'detail', storyId] as const,
  chapters: (storyId: string) => [...storyKeys.detail(storyId), 'chapters'] as const,
  chapter: (storyId: string, chapterId: string) => [...storyKeys.chapters(storyId), chapterId] as const,
  collaborators: (storyId: string) => [...storyKeys.detail(storyId), 'collaborators'] as const,
  worldOptions: () => ['worlds', 'options'] as const,
};
