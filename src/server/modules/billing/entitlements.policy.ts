import type { Tier } from '@common/constants';
import { entitlementsOf, planNames, tiersWith, type Entitlements, type Feature } from '@common/entitlements';
import { TIER_LIMIT_CODE, type TierLimitDetails } from '@common/schemas/world';
import { AppError } from '../../errors';

/**
 * The one server policy for tier rules: every limit and feature check asks the entitlements table
 * (src/common/entitlements.ts) through these functions, so no other server file compares tier
 * names. Limits are checked against counts read while the user's row is locked (the callers'
 * lockUserTier), so concurrent creates cannot pass a limit. A downgrade never deletes or hides
 * anything: content above a limit stays readable and editable; only creating more is refused.
 */

export const UPGRADE_URL = '/subscription';

/** The entitlements of a stored tier value; an unknown value gets the Free tier's. */
export const entitlementsFor = (tier: string): Entitlements => entitlementsOf(tier);

export const privateWorldLimit = (tier: string): number | null => entitlementsFor(tier).privateWorlds;
export const characterLimit = (tier: string): number | null => entitlementsFor(tier).characters;
export const aiGenerationLimit = (tier: string): number | null => entitlementsFor(tier).aiGenerationsPerMonth;
export const hasFeature = (tier: string, feature: Feature): boolean =>
  entitlementsFor(tier).features[feature];
/** Reader view for the reader tiers, creator view for everyone else (SPEC section 6). */
export const viewOf = (tier: string) => entitlementsFor(tier).view;
/** Where a refund, a lapsed renewal or an ended comp takes a tier: Free or Audience Member. */
export const freeTierOf = (tier: string): Tier => entitlementsFor(tier).freeTier;

/**
 * 403 TIER_LIMIT: the plan allows `limit` of `what` and the caller has them all. The message names
 * the plan, the limit and where to upgrade; `details` lets the client link there.
 */
export function tierLimitError(tier: string, limit: number, what: string, action: string): AppError {
  const details: TierLimitDetails = { limit, upgradeUrl: UPGRADE_URL };
  return new AppError(
    403,
    TIER_LIMIT_CODE,
    `Your ${tier} plan allows ${limit} ${what}. Upgrade at ${UPGRADE_URL} to ${action}.`,
    details,
  );
}

/** What a reader plan is told when it asks to make a world or character, or to make a world private. */
export const CREATOR_PLAN_MESSAGE = {
  create: `Worlds and characters are made on a creator plan. Switch to Free (no cost) on ${UPGRADE_URL}.`,
  change: `Worlds are made private on a creator plan. Switch to Free (no cost) on ${UPGRADE_URL}.`,
} as const;

/**
 * Throws 403 TIER_LIMIT (limit 0) unless the plan makes worlds and characters: reader plans make
 * none (docs/decisions.md), so a free reader plan is never a way round the Free plan's limits.
 * What the user made on a creator plan stays theirs to read, edit and delete.
 */
export function assertMakesWorldsAndCharacters(tier: string, action: 'create' | 'change' = 'create'): void {
  if (entitlementsFor(tier).makesWorldsAndCharacters) return;
  const details: TierLimitDetails = { limit: 0, upgradeUrl: UPGRADE_URL };
  throw new AppError(403, TIER_LIMIT_CODE, CREATOR_PLAN_MESSAGE[action], details);
}

/** Throws 403 TIER_LIMIT when one more private world would pass the plan's limit. */
export function assertMayAddPrivateWorld(
  tier: string,
  privateCount: number,
  action: 'create' | 'change',
): void {
  assertMakesWorldsAndCharacters(tier, action);
  const limit = privateWorldLimit(tier);
  if (limit === null || privateCount < limit) return;
  throw tierLimitError(
    tier,
    limit,
    limit === 1 ? 'private world' : 'private worlds',
    action === 'create' ? 'create more' : 'make more worlds private',
  );
}

/** Throws 403 TIER_LIMIT when one more character would pass the plan's limit. */
export function assertMayAddCharacter(tier: string, ownedCount: number): void {
  assertMakesWorldsAndCharacters(tier);
  const limit = characterLimit(tier);
  if (limit === null || ownedCount < limit) return;
  throw tierLimitError(tier, limit, limit === 1 ? 'character' : 'characters', 'create more');
}

/** SPEC section 5: a paid template needs creator-tier rank at least 1 (the marketplace asks this). */
export function assertMayBuyPaidTemplate(tier: string): void {
  if (hasFeature(tier, 'marketplacePurchases')) return;
  throw new AppError(
    403,
    'UPGRADE_REQUIRED',
    `Requires paid subscription to purchase. Upgrade at ${UPGRADE_URL}.`,
    {
      upgradeUrl: UPGRADE_URL,
    },
  );
}

/** SPEC section 6: Create Group and Create Event (the community module asks this). */
export const mayCreateGroupOrEvent = (tier: string): boolean => hasFeature(tier, 'createGroup');

/** The plans that invite collaborators (SPEC section 9: Worldsmith and Master Weaver). */
export const COLLABORATION_PLANS = planNames(tiersWith('collaboration'));

/**
 * 403 UPGRADE_REQUIRED unless the plan includes collaboration. Only inviting is refused: people
 * already on the owner's stories keep their access on any plan, and anyone may be invited.
 */
export function assertMayInviteCollaborators(tier: string): void {
  if (hasFeature(tier, 'collaboration')) return;
  throw new AppError(
    403,
    'UPGRADE_REQUIRED',
    `Inviting collaborators is part of the ${COLLABORATION_PLANS} plans, not your ${tier} plan. Upgrade at ${UPGRADE_URL}. People already on your stories keep their access.`,
    { upgradeUrl: UPGRADE_URL },
  );
}
