import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TIERS, type Tier } from '@common/constants';
import { API_TOKEN_MESSAGES } from '@common/schemas/api-tokens';
import { AppError } from '../errors';
import { takesApiToken } from '../http/route-kit';
import type { SessionUser } from './session';
import { createWindowLimiter } from './window-limiter';

/** The token and its owner, as the api-tokens module finds them by secret. */
export type BearerTokenRow = {
  tokenId: string;
  scope: string;
  expiresAt: Date;
  revokedAt: Date | null;
  id: string;
  username: string;
  email: string;
  subscriptionTier: string;
  isAdmin: boolean;
};

/**
 * The token store bearer auth reads, injected by app.ts (auth imports no module): the token
 * behind a secret (undefined when unknown or not shaped like a secret, revoked and expired rows
 * included), and the record of a use.
 */
export type BearerTokenLookup = {
  findBySecret(secret: string): Promise<BearerTokenRow | undefined>;
  touch(tokenId: string): Promise<void>;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Failed token lookups (unknown, revoked or expired tokens) one client address may make per
 * minute. Past it, every bearer request from the address answers 429 before any lookup, so
 * guessing secrets (or flooding the token index) costs a minute per few dozen tries. A script
 * with a good token never fails a lookup; a few stale tokens in a config stay well under it.
 */
export const BEARER_FAILURES_PER_MINUTE = 30;

/** Whether a route (or path) is the versioned API, where tokens are read. */
export const underApi = (route: string): boolean => route === '/api/v1' || route.startsWith('/api/v1/');

/** The secret of an `Authorization: Bearer <secret>` header, or undefined for any other header. */
export function bearerSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * `Authorization: Bearer <personal API token>` on /api/v1. A request carrying one is
 * authenticated by the token ALONE: its cookies are dropped before anything reads them, so a
 * browser's session can never add to (or stand in for) a token. The token's user becomes the
 * request's session user (the same shape, so every policy applies unchanged). Then:
 * a route without `config: { apiToken: 'allowed' }` (http/route-kit.ts) → 403, before any lookup;
 * unknown, revoked or expired → 401; a read token on
 * anything but GET/HEAD → 403; over the token's per-minute budget → 429 with Retry-After; from an
 * address past BEARER_FAILURES_PER_MINUTE failed lookups → 429 with Retry-After, looking nothing up.
 * Outside /api/v1 the header is ignored. Runs after the CSRF check, which lets a bearer request
 * without cookies through (a browser never attaches a token by itself).
 */
export function registerBearerAuth(
  app: FastifyInstance,
  options: { tokens: BearerTokenLookup; perMinute: number; failuresPerMinute?: number; redis?: Redis },
) {
  const repo = options.tokens;
  const limiter = createWindowLimiter('api-token-rate', options.perMinute, 60_000, options.redis);
  const failures = createWindowLimiter(
    'api-token-failures',
    options.failuresPerMinute ?? BEARER_FAILURES_PER_MINUTE,
    60_000,
    options.redis,
  );
  const tooManyFailures = (reply: FastifyReply, retryAfter: number) => {
    reply.header('retry-after', String(retryAfter));
    return new AppError(
      429,
      'RATE_LIMITED',
      `Too many requests with invalid API tokens. Please wait ${retryAfter} seconds.`,
    );
  };

  // Requests without an Authorization header (all cookie and guest traffic) leave synchronously.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.authorization === undefined) return done();
    authenticateToken(request, reply).then(() => done(), done);
  });

  async function authenticateToken(request: FastifyRequest, reply: FastifyReply) {
    const secret = bearerSecret(request);
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (secret === undefined || !underApi(route)) return;
    delete request.headers.cookie;
    request.sessionLookup = Promise.resolve(null);
    // A path no route matches goes on to its 404; a route that does not allow tokens refuses here.
    if (request.routeOptions.url !== undefined && !takesApiToken(request.routeOptions.config))
      throw new AppError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.sessionOnly);
    const blockedFor = await failures.over(request.ip);
    if (blockedFor > 0) throw tooManyFailures(reply, blockedFor);
    const row = await repo.findBySecret(secret);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
      const retryAfter = await failures.hit(request.ip);
      if (retryAfter > 0) throw tooManyFailures(reply, retryAfter);
      throw new AppError(401, 'UNAUTHENTICATED', API_TOKEN_MESSAGES.invalid);
    }
    const retryAfter = await limiter.hit(row.tokenId);
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests with this API token. Please wait ${retryAfter} seconds.`,
      );
    }
    if (row.scope === 'read' && !READ_METHODS.has(request.method)) {
      throw new AppError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.readOnly);
    }
    await repo.touch(row.tokenId);
    const user: SessionUser = {
      id: row.id,
      username: row.username,
      email: row.email,
      subscriptionTier: (TIERS as readonly string[]).includes(row.subscriptionTier)
        ? (row.subscriptionTier as Tier)
        : 'Free',
      isAdmin: row.isAdmin,
      sessionId: `api-token:${row.tokenId}`,
    };
    request.sessionLookup = Promise.resolve(user);
  }
}
