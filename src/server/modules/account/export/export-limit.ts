import type { Redis } from 'ioredis';
import { RetryLaterError } from '../../../errors';
import { createWindowLimiter } from '../../../auth/window-limiter';

/** Exports one account may start per window, whatever addresses it comes from. */
export const EXPORTS_PER_ACCOUNT = 5;
export const EXPORT_WINDOW_MS = 10 * 60_000;

/**
 * The per-account budget of data exports, on top of the route's per-address limit: an export
 * reads every row and file of the account, so one account spread over many addresses must not
 * be able to start them without end. Throws 429 RATE_LIMITED (with Retry-After) past it.
 */
export function createExportLimit(redis?: Redis) {
  const limiter = createWindowLimiter('export-per-account', EXPORTS_PER_ACCOUNT, EXPORT_WINDOW_MS, redis);
  return async (userId: string): Promise<void> => {
    const retryAfter = await limiter.hit(userId);
    if (retryAfter === 0) return;
    const minutes = Math.ceil(retryAfter / 60);
    throw new RetryLaterError(
      `You can download your data ${EXPORTS_PER_ACCOUNT} times in ${EXPORT_WINDOW_MS / 60_000} minutes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      retryAfter,
    );
  };
}
