import type { UploadBucket } from '@common/constants';
import { badRequest } from '../../errors';
import type { UploadKey } from '../uploads/uploads.policy';

/**
 * Rules shared by the creator workspace resources (worlds, characters): which image URLs a
 * resource may point at (plan limits are entitlements/entitlements.policy.ts).
 */

/** What worlds and characters need of the upload API (see uploaded-images.ts). */
export type UploadedImages = {
  /** The storage key behind a URL the upload API handed out; null for any other URL. */
  keyOf(url: string): UploadKey | null;
  /**
   * Deletes the caller's uploaded object behind `url`, if there is one. Never throws: the row
   * that stopped pointing at it is already saved, and a leftover file is harmless.
   */
  remove(url: string, userId: string): Promise<void>;
};

/**
 * True when `url` is an object the upload API stored for `userId` in `bucket` (locally
 * `/uploads/<bucket>/<userId>/<file>`; on S3 with a public address, that address instead).
 * External addresses, other users' files and other buckets are refused, so a saved image is
 * always one the caller uploaded and may later delete.
 */
export function isOwnUpload(
  images: UploadedImages,
  url: string,
  bucket: UploadBucket,
  userId: string,
): boolean {
  const key = images.keyOf(url);
  return key !== null && key.bucket === bucket && key.ownerId === userId;
}

/** Throws 400 'Invalid image URL' (SPEC section 8) on the field unless the URL is null or the caller's own upload. */
export function assertOwnImage(
  images: UploadedImages,
  url: string | null | undefined,
  bucket: UploadBucket,
  userId: string,
  field: string,
): void {
  if (url === null || url === undefined) return;
  if (!isOwnUpload(images, url, bucket, userId)) {
    throw badRequest('Invalid image URL', [{ path: field, message: 'Invalid image URL' }]);
  }
}
