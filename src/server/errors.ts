/**
 * The one error type routes and services throw. The error handler turns it into the API's
 * single error shape: `{ "error": { "code", "message" } }` with the status given here.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** 429 RATE_LIMITED with a Retry-After header of `retryAfterSeconds` (set by the error handler). */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** SPEC section 8: every action that needs a user answers this when signed out. */
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'User not authenticated');
/** Missing and not-yours look the same, so private ids cannot be probed. */
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
