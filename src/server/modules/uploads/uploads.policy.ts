import { UPLOAD_BUCKETS, type UploadBucket } from '@common/constants';

/**
 * Who may do what with an uploaded object. Upload keys are `<bucket>/<userId>/<file>`: the owner
 * is whoever's id is the second segment, set by the server from the session at upload time.
 */
export type UploadKey = { bucket: UploadBucket; ownerId: string; file: string };

/** Splits a storage key into its parts; null for keys that are not upload keys. */
export function parseUploadKey(key: string): UploadKey | null {
  const [bucket, ownerId, file, ...rest] = key.split('/');
  if (rest.length > 0 || !bucket || !ownerId || !file) return null;
  if (!(UPLOAD_BUCKETS as readonly string[]).includes(bucket)) return null;
  return { bucket: bucket as UploadBucket, ownerId, file };
}

/** Only the uploader may delete an object; for anyone else it does not exist (404). */
export function canDeleteUpload(userId: string, key: UploadKey): boolean {
  return key.ownerId === userId;
}
