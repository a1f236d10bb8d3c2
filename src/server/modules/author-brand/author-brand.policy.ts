import { can } from '@common/entitlements';
import { refusalMessage } from '@common/entitlement-refusals';
import { assertCan } from '../entitlements/entitlements.policy';
import { assertOwnImage, type UploadedImages } from '../worlds/workspace-rules';

/**
 * Branding rules (issue 27, item 4), checked on the server:
 * - only a plan with customBranding saves a brand (403 UPGRADE_REQUIRED naming the plan);
 *   white-label needs whiteLabel as well (both are Master Weaver's today);
 * - the logo and banner are null, the ones already saved, or the caller's own uploads in
 *   profile-images (never someone else's file or an outside address);
 * - the accent's contrast is checked by the shared schema (common/author-brand.ts).
 */
export function assertMayBrand(tier: string, whiteLabel: boolean): void {
  assertCan(tier, 'customBranding');
  if (whiteLabel) assertCan(tier, 'whiteLabel');
}

export const brandRefusal = (tier: string): string | null =>
  can(tier, 'customBranding') ? null : refusalMessage('customBranding', tier);

export function assertBrandImage(
  images: UploadedImages,
  next: string | null,
  saved: string | null,
  userId: string,
  field: 'logoImage' | 'bannerImage',
): void {
  if (next === saved) return;
  assertOwnImage(images, next, 'profile-images', userId, field);
}
