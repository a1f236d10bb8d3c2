import type { WORLD_GENRES, WorldPrivacy } from '@common/constants';

/** A genre a world may have (the My Worlds genre filter, SPEC section 2). */
export type WorldGenre = (typeof WORLD_GENRES)[number];

/** The list filters of My Worlds; absent means "All". */
export type WorldFilters = { q?: string; genre?: WorldGenre; privacy?: WorldPrivacy };

/**
 * Query keys of the worlds feature. Every key starts with 'worlds' (the character form's world
 * picker reads ['worlds', 'options']), so one prefix refreshes them all.
 */
export const worldKeys = {
  all: ['worlds'] as const,
  lists: () => [...worldKeys.all, 'list'] as const,
  list: (filters: WorldFilters) => [...worldKeys.lists(), filters] as const,
  detail: (id: string) => [...worldKeys.all, 'detail', id] as const,
};

/**
 * Character keys start with 'characters' (the characters feature owns them). Renaming or
 * deleting a world changes the world name shown on character cards, so world mutations refresh them.
 */
export const charactersKeyPrefix = ['characters'] as const;
