import { UPLOADS_PATH, isValidKey, type Storage } from '../../storage/storage';
import { parseUploadKey } from '../uploads/uploads.policy';
import { sniffImageFormat } from '../uploads/image-format';

/** An image of the book, read from our own storage. */
export type BookImage = {
  bytes: Uint8Array;
  mediaType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
};

/** Bytes one image may have; uploads are re-encoded far below this. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The storage key an image address names, when it is one of our own uploads: `/uploads/<key>`,
 * or the store's public address of that key (S3_PUBLIC_URL). Anything else (another site, a data
 * address, a path outside the upload buckets) is not ours.
 */
export function ownUploadKey(src: string, storage: Storage): string | null {
  let key: string | null = null;
  if (src.startsWith(`${UPLOADS_PATH}/`)) key = src.slice(UPLOADS_PATH.length + 1);
  else {
    const probe = 'story-images/x/y.jpg';
    const base = storage.publicUrl(probe).slice(0, -probe.length);
    if (base && !base.startsWith('/') && src.startsWith(base)) key = src.slice(base.length);
  }
  if (key === null || !isValidKey(key) || !parseUploadKey(key)) return null;
  return key;
}

/**
 * Reads the images of a book from storage and never from the network: an address that is not our
 * own upload is left out and reported (`dropped`), as is one missing from storage or not a JPEG
 * or PNG. Callers load an address once and keep what they made of it.
 */
export function createImageLoader(storage: Storage) {
  const dropped: string[] = [];

  async function read(key: string): Promise<Uint8Array | null> {
    const object = await storage.get(key);
    if (!object) return null;
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) {
        object.body.destroy();
        return null;
      }
      parts.push(chunk);
    }
    return Buffer.concat(parts);
  }

  return {
    dropped,
    async load(src: string): Promise<BookImage | null> {
      let image: BookImage | null = null;
      const key = ownUploadKey(src, storage);
      if (!key) {
        dropped.push(`${src || '(no address)'}: images from other sites are never fetched`);
      } else {
        const bytes = await read(key);
        const format = bytes ? sniffImageFormat(bytes) : null;
        if (bytes && format === 'jpeg') image = { bytes, mediaType: 'image/jpeg', extension: 'jpg' };
        else if (bytes && format === 'png') image = { bytes, mediaType: 'image/png', extension: 'png' };
        else dropped.push(`${src}: ${bytes ? 'not a JPEG or PNG image' : 'not found in storage'}`);
      }
      return image;
    },
  };
}

export type ImageLoader = ReturnType<typeof createImageLoader>;
