import { COMMUNITY_CATEGORIES } from '@common/constants';

/** SPEC section 2: the category filter's choices. */
export const CATEGORY_OPTIONS = ['All', ...COMMUNITY_CATEGORIES] as const;

/**
 * SPEC section 2: search runs on the loaded items, by name or title and description,
 * case-insensitive; an empty search keeps everything.
 */
export function matchText<T>(
  items: readonly T[],
  search: string,
  fields: (item: T) => (string | null | undefined)[],
): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter((item) => fields(item).some((f) => (f ?? '').toLowerCase().includes(q)));
}
