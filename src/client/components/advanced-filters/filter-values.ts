import { ADVANCED_FILTER_KEYS, type AdvancedFilterKey } from '@common/schemas/advanced-filters';
import { librarySearchQuerySchema } from '@common/schemas/library';
import { tagSlugBase } from '@common/story-labels';

/** The advanced filters as the address carries them: each a string, absent when not set. */
export type FilterValues = Partial<Record<AdvancedFilterKey, string>>;

/** The advanced filters in the address (other parameters left out). */
export function filtersOf(params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const key of ADVANCED_FILTER_KEYS) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  return values;
}

/** Tag names as typed ('Found Family, dragons') to the slugs the search takes. */
const slugs = (typed: string) =>
  typed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map(tagSlugBase)
    .join(',');

/**
 * The form's values made ready for the address (tag names become slugs, empty values go),
 * checked by the search's own schema: the filters, or the message of each field in error.
 */
export function checkFilters(
  form: FilterValues,
): { ok: true; values: FilterValues } | { ok: false; errors: Partial<Record<AdvancedFilterKey, string>> } {
  const values: FilterValues = {};
  for (const key of ADVANCED_FILTER_KEYS) {
    const raw = form[key]?.trim();
    if (!raw || ((key === 'hideRead' || key === 'hideMuted') && raw !== 'true')) continue;
    values[key] = key === 'tags' || key === 'excludeTags' ? slugs(raw) : raw;
  }
  const parsed = librarySearchQuerySchema.safeParse(values);
  if (parsed.success) return { ok: true, values };
  const errors: Partial<Record<AdvancedFilterKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as AdvancedFilterKey;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A comma list's items, and the list with one item switched on or off. */
export const listItems = (value: string | undefined) => (value ? value.split(',') : []);
export const toggled = (value: string | undefined, item: string, on: boolean) =>
  [...listItems(value).filter((x) => x !== item), ...(on ? [item] : [])].join(',');
