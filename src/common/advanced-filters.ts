import { plansWith, UPGRADE_URL } from './plan-words';

/**
 * Advanced library filters (issue 25), shared by the server's refusal and the locked panel
 * without zod. The plans come from the entitlements table, so a plan that gains or loses
 * advancedFilters changes every sentence at once.
 */

/** The plans whose readers filter by tags, rating, warnings, length...: 'Story Connoisseur and Patron of the Arts'. */
export const advancedFilterPlans = (): string => plansWith('advancedFilters');

/** The sentence of the 403 and of the locked panel. */
export const advancedFiltersText = (): string =>
  `Advanced filters are part of the ${advancedFilterPlans()} plans. Upgrade at ${UPGRADE_URL}.`;

/** Tags a filter may include, and exclude. */
export const MAX_INCLUDED_TAGS = 5;
export const MAX_EXCLUDED_TAGS = 5;
/** Saved filter presets per reader. */
export const MAX_FILTER_PRESETS = 20;
/**
 * Story status of each progress choice, as the marketplace's Completed Books and Ongoing
 * Stories tabs read it.
 */
export const PROGRESS_STATUS = { complete: 'Complete', ongoing: 'Active' } as const;
export type StoryProgress = keyof typeof PROGRESS_STATUS;

/**
 * The names of the advanced filters, in the address and in a saved preset, without zod (the
 * marketplace's Templates tab clears them from the address and loads no schema);
 * schemas/advanced-filters.ts has one field per name, checked by the compiler.
 */
export const ADVANCED_FILTER_KEYS = [
  'tags',
  'excludeTags',
  'ratings',
  'excludeWarnings',
  'language',
  'minWords',
  'maxWords',
  'progress',
  'updatedWithin',
  'minRating',
  'minRatings',
  'hideRead',
  'hideMuted',
] as const;
export type AdvancedFilterKey = (typeof ADVANCED_FILTER_KEYS)[number];
