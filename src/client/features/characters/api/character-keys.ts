import type { CharacterPrivacy } from '@common/constants';

/** The list filters of My Characters; absent means "All". */
export type CharacterFilters = { q?: string; privacy?: CharacterPrivacy };

/**
 * Query keys of the characters feature. Every key starts with 'characters', so a mutation can
 * refresh all of them with one prefix.
 */
export const characterKeys = {
  all: ['characters'] as const,
  lists: () => [...characterKeys.all, 'list'] as const,
  list: (filters: CharacterFilters) => [...characterKeys.lists(), filters] as const,
  detail: (id: string) => [...characterKeys.all, 'detail', id] as const,
};

/**
 * World keys start with 'worlds' (the worlds feature owns them). A character change moves a
 * world's character count, so character mutations refresh that prefix too.
 */
export const worldsKeyPrefix = ['worlds'] as const;
