import { CHAPTER_IMAGES_BUCKET, UPLOAD_BUCKETS, type StoredImageBucket } from '@common/constants';

/**
 * Who may do what with an uploaded object. Upload keys are `<bucket>/<userId>/<file>`: the owner
 * is whoever's id is the second segment, set by the server from the session at upload time.
 */
export type UploadKey = { bucket: StoredImageBucket; ownerId: string; file: string };

/** Splits a storage key into its parts; null for keys that are not upload keys. */
export function parseUploadKey(key: string): UploadKey | null {
  const [bucket, ownerId, file, ...rest] = key.split('/');
  if (rest.length > 0 || !bucket || !ownerId || !file) return null;
  const known = (UPLOAD_BUCKETS as readonly string[]).includes(bucket) || bucket === CHAPTER_IMAGES_BUCKET;
  if (!known) return null;
  return { bucket: bucket as StoredImageBucket, ownerId, file };
}

/** Only the uploader may delete an object; for anyone else it does not exist (404). */
export function canDeleteUpload(userId: string, key: UploadKey): boolean {
  return key.ownerId === userId;
}
