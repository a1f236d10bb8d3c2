import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from '../errors';

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/**
 * Every failure leaves the API in one shape. Validation failures carry the first field's
 * message (the exact text of the shared zod schema) plus all issues in `details`.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send(body('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid request', issues));
    }
    if (isMalformedMultipart(err, request.headers['content-type'])) {
      return reply
        .status(400)
        .send(
          body(
            'MALFORMED_UPLOAD',
            'The upload could not be read: its multipart form data is malformed or cut short.',
          ),
        );
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(body('INTERNAL', 'Something went wrong'));
    }
    const code = status === 429 ? 'RATE_LIMITED' : (err.code ?? 'BAD_REQUEST');
    return reply.status(status).send(body(code, err.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/**
 * The multipart parser (busboy, under @fastify/multipart) reports a body it cannot parse with a
 * plain Error and no status; these are its messages for a missing, empty or overlong boundary
 * and for a body that ends mid-part. Matched only on multipart requests, so a real failure of
 * an upload route (storage down) still answers 500.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger than)/,
  /unexpected end of multipart data$/i,
];

function isMalformedMultipart(
  err: { statusCode?: number; message: string },
  contentType: string | undefined,
): boolean {
  if (err.statusCode !== undefined || !/^multipart\//i.test(contentType ?? '')) return false;
  return MALFORMED_MULTIPART.some((pattern) => pattern.test(err.message));
}
