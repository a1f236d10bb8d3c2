import { IMAGE_MESSAGES } from '@common/schemas/upload';
import { ApiError } from '@client/lib/api';

/** SPEC section 9: three attempts, waiting 1 s after the first failure and 2 s after the second. */
export const UPLOAD_ATTEMPTS = 3;
export const RETRY_DELAYS_MS = [1000, 2000] as const;

/** The wait after failed attempt `attempt` (1-based), or null when no attempt follows. */
export function retryDelayMs(attempt: number): number | null {
  return attempt < UPLOAD_ATTEMPTS ? (RETRY_DELAYS_MS[attempt - 1] ?? null) : null;
}

/**
 * Whether trying again can help: lost connections, timeouts and server faults can; a refusal of
 * the request itself (4xx: wrong type, too large, signed out, rate limited) cannot, and its
 * message is what the user needs to see. A cancelled upload is never retried.
 */
export function isRetryable(err: unknown): boolean {
  if (isAbort(err)) return false;
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status === 408 || err.status >= 500;
}

/** The upload was cancelled (the field went away, or the user picked another file). */
export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export type RetryHooks = {
  /** Called before each attempt, 1-based. */
  onAttempt(attempt: number): void;
  /** Called before waiting `ms` after a failed attempt. */
  onRetryWait(ms: number): void;
  /** Waits; replaced in tests. Rejects when the upload was cancelled. */
  sleep(ms: number): Promise<void>;
};

/**
 * Runs `attempt` up to UPLOAD_ATTEMPTS times with the RETRY_DELAYS_MS waits between. A
 * non-retryable error is thrown at once as it is; after the last failed attempt the error is
 * 'Failed to upload image'.
 */
export async function withUploadRetries<T>(
  attempt: (n: number) => Promise<T>,
  hooks: RetryHooks,
): Promise<T> {
  let last: unknown;
  for (let n = 1; n <= UPLOAD_ATTEMPTS; n++) {
    hooks.onAttempt(n);
    try {
      return await attempt(n);
    } catch (err) {
      if (!isRetryable(err)) throw err;
      last = err;
      const wait = retryDelayMs(n);
      if (wait === null) break;
      hooks.onRetryWait(wait);
      await hooks.sleep(wait);
    }
  }
  const status = last instanceof ApiError ? last.status : 0;
  throw new ApiError(status, 'UPLOAD_FAILED', IMAGE_MESSAGES.uploadFailed);
}
