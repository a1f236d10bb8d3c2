import type { UploadBucket } from '@common/constants';
import { uploadResultSchema, type UploadResult } from '@common/schemas/upload';
import { ApiError, api } from '@client/lib/api';
import { processImage } from './process-image';
import { PROGRESS_MESSAGES, sentPercent, type ProgressListener } from './upload-progress';
import { UPLOAD_ATTEMPTS, withUploadRetries } from './upload-retry';

type UploadOptions = {
  /** Cancels the upload (and any wait before a retry); the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Bytes of the file the user picked, for the progress object. */
  originalSize?: number;
};

/**
 * Sends an image to POST /api/v1/uploads/:bucket with XMLHttpRequest, so the progress bar shows
 * real bytes sent ('uploading' 0 to 100%). Up to 3 attempts, waiting 1 s then 2 s, reported as
 * 'Upload attempt n/3...' and 'Upload failed, retrying in Ns...'; then 'finalizing' 100%.
 *
 * Throws ApiError: the server's own message for a refusal (4xx, never retried), or
 * 'Failed to upload image' once every attempt failed.
 */
export async function uploadImage(
  bucket: UploadBucket,
  blob: Blob,
  onProgress?: ProgressListener,
  { signal, originalSize = blob.size }: UploadOptions = {},
): Promise<UploadResult> {
  let message: string = PROGRESS_MESSAGES.attempt(1, UPLOAD_ATTEMPTS);
  const report = (phase: 'uploading' | 'finalizing', percentage: number) =>
    onProgress?.({ phase, percentage, message, originalSize, compressedSize: blob.size });

  const result = await withUploadRetries(
    () => sendOnce(bucket, blob, (p) => report('uploading', p), signal),
    {
      onAttempt(attempt) {
        message = PROGRESS_MESSAGES.attempt(attempt, UPLOAD_ATTEMPTS);
        report('uploading', 0);
      },
      onRetryWait(ms) {
        message = PROGRESS_MESSAGES.retrying(ms / 1000);
        report('uploading', 0);
      },
      sleep: (ms) => sleep(ms, signal),
    },
  );
  message = PROGRESS_MESSAGES.finalizing;
  report('finalizing', 100);
  return result;
}

/** The whole path for a picked file: processImage, then uploadImage. Resolves the stored image. */
export async function prepareAndUploadImage(
  bucket: UploadBucket,
  file: File,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const processed = await processImage(file, onProgress);
  signal?.throwIfAborted();
  return uploadImage(bucket, processed.blob, onProgress, { signal, originalSize: processed.originalSize });
}

/** DELETE /api/v1/uploads: removes one of the signed-in user's images (404 for anyone else's). */
export async function deleteUploadedImage(url: string): Promise<void> {
  await api<void>('/api/v1/uploads', { method: 'DELETE', body: { url } });
}

function sendOnce(bucket: UploadBucket, blob: Blob, onSent: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<UploadResult>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `/api/v1/uploads/${encodeURIComponent(bucket)}`);
    xhr.timeout = 60_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent(sentPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResultSchema.safeParse(body);
        return parsed.success
          ? resolve(parsed.data)
          : reject(new ApiError(xhr.status, 'BAD_RESPONSE', 'Unexpected answer from the server'));
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? `HTTP_${xhr.status}`, error?.message ?? xhr.statusText));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(408, 'TIMEOUT', 'The upload took too long.'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    const form = new FormData();
    form.append('file', blob, 'image.jpg');
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException('Upload cancelled', 'AbortError');

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}
