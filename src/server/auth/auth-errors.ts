import { AUTH_MESSAGES, passwordSchema } from '@common/schemas/auth';
import { AppError } from '../errors';
import type { AuthResult } from './auth-proxy';

/** SPEC section 8: signing in with an unconfirmed e-mail. */
export const emailNotConfirmed = () =>
  new AppError(403, 'EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.emailNotConfirmed);
/** SPEC section 8: any other sign-in failure; never says whether the e-mail or the password was wrong. */
export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.loginFailed);
/** Too many failed sign-ins for one e-mail (sign-in-throttle.ts); said alike for unknown e-mails. */
export const accountLocked = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    429,
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
};
export const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', 'Username is already taken');
export const invalidResetToken = () =>
  new AppError(
    400,
    'INVALID_TOKEN',
    'This password reset link is invalid or has expired. Please request a new one.',
  );
export const crossOrigin = () =>
  new AppError(403, 'CROSS_ORIGIN', 'This request did not come from Inkforge and was rejected.');

const passwordMessage = (value: string) => passwordSchema.safeParse(value).error?.issues[0]?.message;

const ORIGIN_CODES = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
]);

type Options = {
  /** The SPEC's service default for the route ('Registration failed', 'Password reset failed'...). */
  fallback: string;
  /** What a 400 answer means on this route, when not the generic mapping (sign-in: bad credentials). */
  badInput?: () => AppError;
};

/** Turns a better-auth error answer into our one error shape with the spec's messages. */
export function toAppError(result: AuthResult, { fallback, badInput }: Options): Error {
  const code = typeof result.body?.code === 'string' ? result.body.code : undefined;
  const message = typeof result.body?.message === 'string' ? result.body.message : undefined;
  if (code && ORIGIN_CODES.has(code)) return crossOrigin();
  if (badInput && result.status === 400) return badInput();
  switch (code) {
    case 'EMAIL_NOT_VERIFIED':
      return emailNotConfirmed();
    case 'INVALID_EMAIL_OR_PASSWORD':
      return invalidCredentials();
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return invalidResetToken();
    case 'PASSWORD_TOO_SHORT':
      return new AppError(400, 'VALIDATION_ERROR', passwordMessage('x') ?? 'Password too short');
    case 'PASSWORD_TOO_LONG':
      return new AppError(400, 'VALIDATION_ERROR', passwordMessage('x'.repeat(1000)) ?? 'Password too long');
    case 'VALIDATION_ERROR':
      return new AppError(400, 'VALIDATION_ERROR', message ?? fallback);
  }
  if (result.status === 429)
    return new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
  if (result.status >= 500) {
    // Not an AppError: the error handler logs it and answers 500 INTERNAL without details.
    return new Error(`better-auth answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
  return new AppError(result.status >= 400 ? result.status : 400, code ?? 'AUTH_ERROR', fallback);
}
