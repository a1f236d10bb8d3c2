import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: { max, timeWindow } }`), keyed by the
 * client address Fastify derives (`request.ip`: X-Forwarded-For is believed only from the proxies
 * in TRUST_PROXY). Counters live in Redis when one is given, so every server behind a load
 * balancer counts against the same budget; otherwise in this process. If Redis fails, requests
 * are let through (skipOnError) rather than refused: sign-in staying up matters more than the
 * limit during an outage, which is logged.
 * Over the limit: 429 with code RATE_LIMITED in the one error shape, plus Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'inkforge:rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many attempts. Please wait ${context.after} and try again.`,
      ),
  });
}
