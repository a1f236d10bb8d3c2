import { z } from 'zod';
import { CONTENT_RATINGS, CONTENT_WARNINGS, STORY_LANGUAGE_CODES } from '../story-labels';
import {
  ADVANCED_FILTER_KEYS,
  MAX_EXCLUDED_TAGS,
  MAX_INCLUDED_TAGS,
  PROGRESS_STATUS,
  type AdvancedFilterKey,
} from '../advanced-filters';

/**
 * The advanced filters of GET /api/v1/library/search (issue 25), in the address as the client
 * puts them: lists are comma-separated (`tags=found-family,dragons`). Any of them present makes
 * the search an advanced one, for plans with advancedFilters only (403 otherwise).
 */

/** A comma-separated list in the query: trimmed, empty items dropped, each checked, at most `max`. */
const list = <T extends z.ZodType<string, string>>(item: T, max: number, what: string) =>
  z
    .string()
    .max(2000, `${what}: too long`)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).max(max, `${what}: at most ${max}`))
    .optional();

const tagSlug = z
  .string()
  .max(80, 'A tag is too long')
  .regex(/^[\p{L}\p{N}-]+$/u, 'Tags are given by their slug (letters, digits and -)');

const wholeNumber = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is at most ${max}`)
    .optional();

export const advancedFilterShape = {
  /** Tag slugs the story must all carry (a merged tag's slug counts as its canonical tag). */
  tags: list(tagSlug, MAX_INCLUDED_TAGS, 'Include tags'),
  /** Tag slugs the story must carry none of. */
  excludeTags: list(tagSlug, MAX_EXCLUDED_TAGS, 'Exclude tags'),
  /** Content ratings allowed (any of them). */
  ratings: list(
    z.enum(CONTENT_RATINGS, { error: 'Unknown content rating' }),
    CONTENT_RATINGS.length,
    'Ratings',
  ),
  /** Content warnings the story must carry none of. */
  excludeWarnings: list(
    z.enum(CONTENT_WARNINGS, { error: 'Unknown content warning' }),
    CONTENT_WARNINGS.length,
    'Exclude warnings',
  ),
  /** The language the story is written in (one ISO 639-1 code of STORY_LANGUAGES). */
  language: z.enum(STORY_LANGUAGE_CODES, { error: 'Unknown language' }).optional(),
  /** Published words, inclusive. */
  minWords: wholeNumber('Minimum words', 100_000_000),
  maxWords: wholeNumber('Maximum words', 100_000_000),
  progress: z
    .enum(Object.keys(PROGRESS_STATUS) as [keyof typeof PROGRESS_STATUS], {
      error: 'progress must be complete or ongoing',
    })
    .optional(),
  /** Updated within this many days. */
  updatedWithin: z.coerce
    .number({ error: 'updatedWithin must be a number of days' })
    .int('updatedWithin must be a whole number of days')
    .min(1, 'updatedWithin is at least 1 day')
    .max(3650, 'updatedWithin is at most 3650 days')
    .optional(),
  /** Average star rating at least this (1 to 5). */
  minRating: z.coerce
    .number({ error: 'minRating must be a number' })
    .min(1, 'minRating is between 1 and 5')
    .max(5, 'minRating is between 1 and 5')
    .optional(),
  /** At least this many ratings. */
  minRatings: wholeNumber('minRatings', 1_000_000),
  /** Leave out stories the caller has started or finished reading. */
  hideRead: z
    .enum(['true', 'false'], { error: 'hideRead must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** Leave out stories by authors the caller muted. */
  hideMuted: z
    .enum(['true', 'false'], { error: 'hideMuted must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
} satisfies Record<AdvancedFilterKey, z.ZodType>;

/** The names of the advanced filters (common/advanced-filters.ts, zod-free), one per field above. */
export { ADVANCED_FILTER_KEYS, type AdvancedFilterKey };

/** The word range must be a range. */
export function checkWordRange(value: { minWords?: number; maxWords?: number }, ctx: z.RefinementCtx): void {
  if (value.minWords !== undefined && value.maxWords !== undefined && value.minWords > value.maxWords)
    ctx.addIssue({
      code: 'custom',
      path: ['maxWords'],
      message: 'Maximum words must be at least the minimum',
    });
}

/**
 * Whether a parsed search asks for any advanced filter (`hideRead=false` and `hideMuted=false` ask for nothing). The
 * basic filters (text, genre, status, exclusive) stay free.
 */
export function hasAdvancedFilter(query: Partial<Record<AdvancedFilterKey, unknown>>): boolean {
  return ADVANCED_FILTER_KEYS.some((key) => {
    const value = query[key];
    if (Array.isArray(value)) return value.length > 0;
    return value !== undefined && value !== false;
  });
}
