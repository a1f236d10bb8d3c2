import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for the JSON API: a state-changing /api request whose Origin
 * (or, without one, Referer) names another site is rejected with 403 CROSS_ORIGIN. Requests with
 * neither header (curl, server-to-server) pass: browsers always send Origin on such requests, and
 * the session cookie is SameSite=Lax on top. better-auth runs its own Origin check as well.
 */
export function registerCsrfCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !/^\/api(\/|$)/.test(request.url)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return;
    if (originOf(source) !== allowed) {
      throw new AppError(403, 'CROSS_ORIGIN', 'This request did not come from Inkforge and was rejected.');
    }
  });
}

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
