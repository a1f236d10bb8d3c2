/**
 * Query keys of the collaborators screen. After adding or removing someone, the stories
 * feature's caches (`['stories', ...]`: role badges, collaborator counts) are stale too, so
 * mutations here invalidate both prefixes.
 */
export const collaborationKeys = {
  all: ['collaborations'] as const,
  userSearch: (q: string) => ['users', 'search', q] as const,
  ownedStories: () => ['stories', 'owned-options'] as const,
};

/** The stories feature's key prefix (its lists, details and collaborator summaries). */
export const STORIES_KEY = ['stories'] as const;
