import type { UploadBucket } from '@common/constants';
import { TIER_LIMIT_CODE, type TierLimitDetails } from '@common/schemas/world';
import { AppError, badRequest } from '../../errors';

/**
 * Rules shared by the creator workspace resources (worlds, characters): which image URLs a
 * resource may point at, and the error a plan limit answers.
 */

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * True when `url` is an object the upload API stored for `userId` in `bucket`:
 * `/uploads/<bucket>/<userId>/<file>`, nothing before or after. External addresses, other users'
 * files and paths that climb out of the folder are refused, so a saved image is always one the
 * caller uploaded and may later delete.
 */
export function isOwnUploadUrl(url: string, bucket: UploadBucket, userId: string): boolean {
  const prefix = `/uploads/${bucket}/${userId}/`;
  if (!url.startsWith(prefix)) return false;
  const file = url.slice(prefix.length);
  return FILE_NAME.test(file) && !file.includes('..');
}

/** Throws 400 'Invalid image URL' (SPEC section 8) on the field unless the URL is null or the caller's own upload. */
export function assertOwnImage(url: string | null | undefined, bucket: UploadBucket, userId: string, field: string) {
  if (url === null || url === undefined) return;
  if (!isOwnUploadUrl(url, bucket, userId)) {
    throw badRequest('Invalid image URL', [{ path: field, message: 'Invalid image URL' }]);
  }
}

/**
 * 403 TIER_LIMIT: the plan allows `limit` of `what` and the caller has them all. The message names
 * the plan and the way out; `details` lets the client link to the subscription page.
 */
export function tierLimitError(tier: string, limit: number, what: string, action: string): AppError {
  const details: TierLimitDetails = { limit, upgradeUrl: '/subscription' };
  return new AppError(
    403,
    TIER_LIMIT_CODE,
    `Your ${tier} plan allows ${limit} ${what}. Upgrade your plan to ${action}.`,
    details,
  );
}
