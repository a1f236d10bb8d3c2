import { assertCan } from '../entitlements/entitlements.policy';

/**
 * Who sees reading analytics: a plan with the analytics dashboard (the entitlements table; 403
 * UPGRADE_REQUIRED naming the plan otherwise), and only their own: the route takes no reader,
 * it always answers for the caller, so nobody can ask for another reader's numbers.
 */
export function assertMaySeeReadingAnalytics(tier: string): void {
  assertCan(tier, 'analyticsDashboard');
}
