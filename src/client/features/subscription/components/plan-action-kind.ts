import type { Tier } from '@common/constants';
import { entitlementsOf, familyRank } from '@common/entitlements';
import type { BillingInterval } from '@common/schemas/billing';

export type PlanActionKind = 'current' | 'upgrade' | 'downgrade' | 'switch';

/**
 * What a signed-in user's button on a plan's card does. Families and ranks come from the
 * entitlements module; the server's quote decides what is actually charged. A paid plan in the
 * other period (Chronicler monthly, looking at yearly) is a switch; a free plan has no period.
 */
export function planActionKind(
  current: { tier: Tier; interval: BillingInterval | null },
  target: { tier: Tier; interval: BillingInterval; free: boolean },
): PlanActionKind {
  if (current.tier === target.tier) {
    return target.free || current.interval === null || current.interval === target.interval
      ? 'current'
      : 'switch';
  }
  if (entitlementsOf(current.tier).family !== entitlementsOf(target.tier).family) return 'switch';
  return familyRank(target.tier) > familyRank(current.tier) ? 'upgrade' : 'downgrade';
}
