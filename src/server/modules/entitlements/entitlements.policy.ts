import type { Tier } from '@common/constants';
import { can, entitlementsOf, type ExportFormat } from '@common/entitlements';
import { canExport } from '@common/export-plans';
import { exportRefusalMessage } from '@common/schemas/story-export';
import { REFUSALS, UPGRADE_URL, refusalMessage, type RefusedFeature } from '@common/entitlement-refusals';
import { TIER_LIMIT_CODE, type TierLimitDetails } from '@common/schemas/world';
import { AppError } from '../../errors';

/**
 * The one server policy for tier rules, in one vocabulary over the entitlements table
 * (src/common/entitlements.ts): `can(tier, feature)` asks, `assertCan(tier, feature)` refuses with
 * the feature's message from the refusal table (src/common/entitlement-refusals.ts), and the
 * limits (private worlds, characters) refuse with 403 TIER_LIMIT. No other server file compares
 * tier names. Limits are checked against counts read while the user's row is locked
 * (users.repository.ts lockUserForTierCheck), so concurrent creates cannot pass a limit. A
 * downgrade never deletes or hides anything: content above a limit stays readable and editable;
 * only creating more is refused.
 */
export { can, UPGRADE_URL };

/** Throws the feature's 403 (its code and message from the refusal table) unless the plan includes it. */
export function assertCan(tier: string, feature: RefusedFeature): void {
  if (can(tier, feature)) return;
  const { code, linksUpgrade } = REFUSALS[feature];
  throw new AppError(
    403,
    code,
    refusalMessage(feature, tier),
    linksUpgrade ? { upgradeUrl: UPGRADE_URL } : undefined,
  );
}

/**
 * Throws 403 UPGRADE_REQUIRED unless the plan includes the export format (the entitlements table's
 * `exportFormats`); the message names the plans that have it, `details` links the upgrade.
 */
export function assertCanExport(tier: string, format: ExportFormat): void {
  if (canExport(tier, format)) return;
  throw new AppError(403, 'UPGRADE_REQUIRED', exportRefusalMessage(format, tier), {
    upgradeUrl: UPGRADE_URL,
  });
}

export const privateWorldLimit = (tier: string): number | null => entitlementsOf(tier).privateWorlds;
export const characterLimit = (tier: string): number | null => entitlementsOf(tier).characters;
export const privateTemplateLimit = (tier: string): number | null => entitlementsOf(tier).privateTemplates;
export const aiGenerationLimit = (tier: string): number | null => entitlementsOf(tier).aiGenerationsPerMonth;
/** Where a refund, a lapsed renewal or an ended comp takes a tier: Free or Audience Member. */
export const freeTierOf = (tier: string): Tier => entitlementsOf(tier).freeTier;

/**
 * 403 TIER_LIMIT: the plan allows `limit` of `what` and the caller has them all. The message names
 * the plan, the limit and where to upgrade; `details` lets the client link there.
 */
function tierLimitError(tier: string, limit: number, what: string, action: string): AppError {
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
  if (entitlementsOf(tier).makesWorldsAndCharacters) return;
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

/**
 * Throws unless the plan keeps private (custom) templates (403 UPGRADE_REQUIRED naming the plans)
 * and has room for one more (403 TIER_LIMIT). Templates kept after a downgrade stay usable.
 */
export function assertMayAddPrivateTemplate(tier: string, privateCount: number): void {
  assertCan(tier, 'customTemplates');
  const limit = privateTemplateLimit(tier);
  if (limit === null || privateCount < limit) return;
  throw tierLimitError(
    tier,
    limit,
    limit === 1 ? 'private template' : 'private templates',
    'keep more, or publish one to the marketplace',
  );
}
