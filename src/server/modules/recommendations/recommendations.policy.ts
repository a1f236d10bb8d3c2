import { can } from '@common/entitlements';
import type { Viewer } from './recommendations.repository';

/**
 * Who gets which recommendations (issue 25): a plan with AI recommendations gets the personal
 * list, every other reader (and a guest) the popular one. Exclusive stories are recommended only
 * to plans that open them; nothing else about a reader's plan changes what is recommendable.
 */
export const getsPersonalList = (tier: string): boolean => can(tier, 'aiRecommendations');

/** The viewer the repository filters for: a guest, or a reader with what their plan opens. */
export function viewerOf(user: { id: string; subscriptionTier: string } | null): Viewer {
  if (!user) return { id: null, readsExclusive: false };
  return { id: user.id, readsExclusive: can(user.subscriptionTier, 'exclusiveContent') };
}
