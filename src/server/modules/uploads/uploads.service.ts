import { randomBytes } from 'node:crypto';
import {
  CHAPTER_IMAGES_BUCKET,
  IMAGE_MAX_BYTES,
  type StoredImageBucket,
  type UploadBucket,
} from '@common/constants';
import type { UploadResult } from '@common/schemas/upload';
import type { AppContext } from '../../app-types';
import { notFound } from '../../errors';
import { ObjectExistsError, UPLOADS_PATH, isValidKey } from '../../storage/storage';
import { reencodeAsJpeg } from './image-reencode';
import { uploadErrors } from './upload-errors';
import { canDeleteUpload, parseUploadKey, type UploadKey } from './uploads.policy';

type UploadsContext = Pick<AppContext, 'storage' | 'config'>;

/** SPEC section 7: `<userId>/<timestamp>-<random suffix>.<extension>` inside the bucket. */
function newUploadKey(bucket: StoredImageBucket, userId: string): string {
  return `${bucket}/${userId}/${Date.now()}-${randomBytes(8).toString('hex')}.jpg`;
}

/** The file name newUploadKey writes: upload time in epoch milliseconds, 16 hex digits, `.jpg`. */
const UPLOAD_FILE_NAME = /^(\d{1,15})-[0-9a-f]{16}\.jpg$/;

/**
 * When the upload stored under `key` was made (epoch milliseconds, from its file name), or null
 * for any key newUploadKey cannot have written (another bucket, another naming, a nested path).
 */
export function uploadTimeOfKey(key: string): number | null {
  const parsed = isValidKey(key) ? parseUploadKey(key) : null;
  const match = parsed ? UPLOAD_FILE_NAME.exec(parsed.file) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The storage key behind an image URL this app handed out, or null for any other URL. Accepts
 * the relative form (`/uploads/<key>`), the same on the app's public address, and the store's
 * own address when S3_PUBLIC_URL is set; query strings, fragments and escapes are refused.
 */
export function uploadKeyFromUrl(ctx: UploadsContext, url: string): UploadKey | null {
  const prefixes = [`${UPLOADS_PATH}/`, `${ctx.config.publicUrl}${UPLOADS_PATH}/`];
  if (ctx.config.s3?.publicUrl) prefixes.push(`${ctx.config.s3.publicUrl.replace(/\/+$/, '')}/`);
  const prefix = prefixes.find((p) => url.startsWith(p));
  if (!prefix) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? parseUploadKey(key) : null;
}

const keyOf = (k: UploadKey) => `${k.bucket}/${k.ownerId}/${k.file}`;

export function createUploadsService(ctx: UploadsContext) {
  const { storage } = ctx;
  return {
    /**
     * Checks and re-encodes an uploaded image (image-reencode.ts), then stores the JPEG under a
     * new key owned by `userId`. Nothing is written unless every check passed, and an existing
     * object is never replaced (a key collision picks a new suffix once).
     */
    async upload(userId: string, bucket: UploadBucket, bytes: Uint8Array): Promise<UploadResult> {
      if (bytes.byteLength > IMAGE_MAX_BYTES) throw uploadErrors.tooLarge();
      const jpeg = await reencodeAsJpeg(bytes);
      let key = newUploadKey(bucket, userId);
      try {
        await storage.put(key, jpeg, 'image/jpeg');
      } catch (err) {
        if (!(err instanceof ObjectExistsError)) throw err;
        key = newUploadKey(bucket, userId);
        await storage.put(key, jpeg, 'image/jpeg');
      }
      return { url: storage.publicUrl(key), path: key.slice(bucket.length + 1) };
    },

    /**
     * Images for chapter text (a manuscript import): every one is checked and re-encoded as
     * upload() does before any is stored, so one bad image stores none. Answers their URLs in order.
     */
    async storeChapterImages(userId: string, images: readonly Uint8Array[]): Promise<string[]> {
      const jpegs: Buffer[] = [];
      for (const bytes of images) {
        if (bytes.byteLength > IMAGE_MAX_BYTES) throw uploadErrors.tooLarge();
        jpegs.push(await reencodeAsJpeg(bytes));
      }
      const urls: string[] = [];
      for (const jpeg of jpegs) {
        const key = newUploadKey(CHAPTER_IMAGES_BUCKET, userId);
        await storage.put(key, jpeg, 'image/jpeg');
        urls.push(storage.publicUrl(key));
      }
      return urls;
    },

    /**
     * DELETE /api/v1/uploads: removes one of the caller's own images by URL. 400 for a URL this
     * app never hands out; 404 when it is someone else's or already gone (they look the same).
     */
    async deleteByUrl(userId: string, url: string): Promise<void> {
      const key = uploadKeyFromUrl(ctx, url);
      if (!key) throw uploadErrors.invalidUrl();
      if (!canDeleteUpload(userId, key) || !(await storage.exists(keyOf(key))))
        throw notFound('Image not found');
      await storage.delete(keyOf(key));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/**
 * For services whose entity holds an image URL (story cover, character, world, avatar, template):
 * call it with the OLD URL after the entity's row no longer points at it, i.e. once the image was
 * replaced or removed, or the entity deleted. Deletes the object only when it is an upload of
 * `userId` (the entity's owner, from the session), so seeded or external URLs and other people's
 * images are left alone.
 *
 * Resolves true when an object was deleted, false when there was nothing of the user's to delete
 * (null, foreign, unknown or already-gone URL). Storage failures reject: the row is already
 * saved, so callers should log them rather than fail the request (an orphaned file is harmless).
 * The same URL set on two entities of one user is deleted with the first; entities that let users
 * paste URLs should check that no other row of theirs still uses it.
 *
 * @example
 *   await repo.update(id, { characterImage: body.characterImage });
 *   if (old.characterImage !== body.characterImage) {
 *     await deleteImageIfOwned(app.ctx, old.characterImage, user.id).catch((err) => request.log.warn({ err }));
 *   }
 */
export async function deleteImageIfOwned(
  ctx: UploadsContext,
  url: string | null | undefined,
  userId: string,
): Promise<boolean> {
  if (!url) return false;
  const key = uploadKeyFromUrl(ctx, url);
  if (!key || !canDeleteUpload(userId, key)) return false;
  if (!(await ctx.storage.exists(keyOf(key)))) return false;
  await ctx.storage.delete(keyOf(key));
  return true;
}
