import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { bearerSecret } from '../auth/bearer-auth';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: EVERY state-changing request (POST, PUT, PATCH, DELETE, on
 * any path) whose Origin (or, without one, Referer) is not one of `trustedOrigins` is rejected
 * with 403 CROSS_ORIGIN before routing runs its handler. The path is deliberately not looked at:
 * the router decodes it (`/%61pi/...` reaches `/api/...`), so any test of the raw URL can be
 * dodged, and the app has no mutating route that other sites may call.
 *
 * Requests with neither header (curl, server-to-server) pass, and so do requests with an
 * `Authorization: Bearer` token and no cookie: browsers always send Origin on
 * such requests, and the session cookie is SameSite=Lax on top. better-auth runs its own Origin
 * check as well.
 */
export function registerCsrfCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = trustedOriginCheck(trustedOrigins);
  // Synchronous (no promise per request); reads never get past the first line.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    try {
      check(request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });

  function check(request: FastifyRequest) {
    // A personal API token with no cookie: nothing a browser would attach by itself, so nothing
    // to forge (auth/bearer-auth.ts then authenticates it by the token alone). With a cookie
    // too, the Origin is checked as for any browser request.
    if (request.headers.cookie === undefined && bearerSecret(request) !== undefined) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return;
    if (!trusted(source)) {
      throw new AppError(403, 'CROSS_ORIGIN', 'This request did not come from Inkforge and was rejected.');
    }
  }
}

/**
 * The one test of "this page is ours", shared by this check and the live room's upgrade
 * (collab.routes.ts): whether an Origin or Referer value names one of `trustedOrigins`
 * (config.trustedOrigins: PUBLIC_URL's origin, or without it localhost, 127.0.0.1 and [::1] on
 * PORT). An opaque origin ('null') or a value that is no URL is never trusted.
 */
export function trustedOriginCheck(trustedOrigins: readonly string[]): (value: string) => boolean {
  const allowed = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return (value) => {
    const origin = originOf(value);
    return origin !== undefined && allowed.has(origin);
  };
}

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
