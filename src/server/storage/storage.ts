import type { Readable } from 'node:stream';

/**
 * Object storage for uploaded files: local disk (the embedded default) or an S3-compatible store.
 * Keys are relative paths such as `story-images/<userId>/<timestamp>-<suffix>.jpg`; the first
 * segment is the upload bucket. Objects are written once and never change, so their URLs can be
 * cached for good.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores `bytes` under `key`. Never overwrites: rejects with ObjectExistsError when the key is
   * taken, and a reader never sees a half-written object.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object as a stream with its type and size, or null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether an object is stored under the key. */
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The address a browser loads the object from: `/uploads/<key>` (served by this app), or the
   * store's own public address when S3_PUBLIC_URL is set.
   */
  publicUrl(key: string): string;
  /** Every key under `prefix` (all keys when omitted), sorted. For tests and maintenance. */
  list(prefix?: string): Promise<string[]>;
  /** Releases connections; called when the app closes. */
  close(): Promise<void>;
}

export type StoredObject = {
  body: Readable;
  contentType: string;
  /** Bytes, when the store reports it. */
  size?: number;
};

/** put() found the key taken: uploads never replace an existing object. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object already exists at ${key}`);
  }
}

/** The key is not one this storage accepts (see isValidKey). */
export class InvalidKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Path under which the app serves stored objects: GET /uploads/<key>. */
export const UPLOADS_PATH = '/uploads';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * A key is 2 to 8 `/`-separated segments of letters, digits, dot, dash and underscore, each
 * starting with a letter or digit. That rules out `..`, hidden files, absolute paths, backslashes
 * and encoded tricks, so a key can never leave the storage root.
 */
export function isValidKey(key: string): boolean {
  if (key.length > 512) return false;
  const segments = key.split('/');
  return segments.length >= 2 && segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The content type a key's extension stands for; unknown extensions are served as bytes. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}
