import { can } from '@common/entitlements';
import { advancedFilterPlans, advancedFiltersText } from '@common/advanced-filters';
import { UPGRADE_URL } from '@common/entitlement-refusals';
import { AppError } from '../../errors';

/**
 * Who may use the advanced library filters (issue 25): signed-in readers whose plan has
 * advancedFilters. Anyone else, guests included, gets 403 UPGRADE_REQUIRED naming the plans and
 * the upgrade page; the basic filters (text, genre, status, exclusive) stay free for everyone.
 * Saving a preset asks the same; listing and deleting one's own presets do not, so a reader who
 * changed plans can still clear them.
 */
export function assertAdvancedFilters(caller: { subscriptionTier: string } | null): void {
  if (caller && can(caller.subscriptionTier, 'advancedFilters')) return;
  throw new AppError(403, 'UPGRADE_REQUIRED', advancedFiltersText(), {
    plans: advancedFilterPlans(),
    upgradeUrl: UPGRADE_URL,
  });
}
