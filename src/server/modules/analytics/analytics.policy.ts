import { notFound } from '../../errors';
import { assertCan } from '../entitlements/entitlements.policy';

/**
 * Who sees analytics: a plan with analytics (the entitlements table; 403 UPGRADE_REQUIRED naming
 * the plans otherwise), and then only of their own stories: anyone else's story, an admin's
 * look included, is 404 like a story that does not exist.
 */
export function assertMaySeeAnalytics(tier: string): void {
  assertCan(tier, 'analytics');
}

export function assertOwnStory<T extends { created_by: string }>(story: T | undefined, callerId: string): T {
  if (!story || story.created_by !== callerId) throw notFound('Story not found');
  return story;
}
