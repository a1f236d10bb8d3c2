import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: { max, timeWindow } }`), keyed by the
 * client address Fastify derives (`request.ip`: X-Forwarded-For is believed only from the proxies
 * in TRUST_PROXY). Counters live in this process: with several servers each counts on its own.
 * Over the limit: 429 with code RATE_LIMITED in the one error shape, plus Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many attempts. Please wait ${context.after} and try again.`,
      ),
  });
}
