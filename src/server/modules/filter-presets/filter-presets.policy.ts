import { MAX_FILTER_PRESETS } from '@common/advanced-filters';
import { badRequest, notFound } from '../../errors';
import { assertAdvancedFilters } from '../search/advanced-search.policy';

/**
 * Saved filter presets (issue 25) are the reader's own: every query is scoped to the caller, and
 * another reader's preset answers 404 exactly like a missing one. Saving (create, change) needs
 * a plan with advancedFilters, as the filters themselves do; listing and deleting do not, so a
 * reader who left the plan can still see and clear theirs.
 */
export const assertMaySavePresets = assertAdvancedFilters;

export function requireOwnPreset<T>(preset: T | undefined | false): T {
  if (!preset) throw notFound('Filter preset not found');
  return preset;
}

export function assertRoomForPreset(existing: number): void {
  if (existing >= MAX_FILTER_PRESETS)
    throw badRequest(`You can keep up to ${MAX_FILTER_PRESETS} filter presets; delete one first`, [
      { path: 'name', message: `Up to ${MAX_FILTER_PRESETS} presets` },
    ]);
}
