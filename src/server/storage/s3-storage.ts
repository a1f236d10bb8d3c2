import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { ObjectExistsError, UPLOADS_PATH, assertValidKey, type Storage, type StoredObject } from './storage';

export type S3StorageOptions = NonNullable<Config['s3']>;

/**
 * One bucket of an S3-compatible store (AWS, MinIO, Ceph, R2, s3rver), keys used as object names.
 * Checksums are sent only when the operation requires them: stores that do not understand the
 * SDK's default streaming checksums (s3rver among them) would otherwise keep the chunk framing
 * as the file's content.
 *
 * Never overwriting: put() sends `If-None-Match: *`, which S3 turns into an atomic "create only"
 * (412 when the key exists). Stores that ignore the header are covered by a HEAD check first;
 * upload keys carry a random suffix, so the gap between the two cannot matter in practice.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase?: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicBase = options.publicUrl?.replace(/\/+$/, '');
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    if (await this.exists(key)) throw new ObjectExistsError(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: 'public, max-age=31536000, immutable',
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      if (statusOf(err) === 412 || statusOf(err) === 409) throw new ObjectExistsError(key);
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return {
        body: out.Body,
        contentType: out.ContentType ?? 'application/octet-stream',
        size: out.ContentLength,
      };
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return this.publicBase ? `${this.publicBase}/${key}` : `${UPLOADS_PATH}/${key}`;
  }

  async list(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }
}

const statusOf = (err: unknown): number | undefined =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
