import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIERS, type Tier } from '@common/constants';
import { unauthenticated } from '../errors';
import { SESSION_TIMING } from './create-auth';
import { outlived } from './session-fast-path';

/** Who is signed in, as services and policies need it. Read fresh from the database per request. */
export type SessionUser = {
  id: string;
  username: string;
  email: string;
  subscriptionTier: Tier;
  isAdmin: boolean;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The session lookup of this request, started by the first getSessionUser call. */
    sessionLookup: Promise<SessionUser | null> | null;
    /** Refreshed session cookies to send with the answer (sessions slide forward once a day). */
    sessionCookies: string[] | null;
  }
}

/**
 * The signed-in user, or null. Looks the session cookie up once per request (later calls reuse
 * it); requests without a cookie never reach the database.
 */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  request.sessionLookup ??= request.headers.cookie ? lookUp(request) : NO_SESSION;
  return request.sessionLookup;
}

/** A guest's lookup: one settled promise shared by every request without a cookie. */
const NO_SESSION: Promise<SessionUser | null> = Promise.resolve(null);

/** The signed-in user; throws 401 UNAUTHENTICATED 'User not authenticated' (SPEC section 8) otherwise. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * preHandler for routes that need a user: `{ preHandler: authenticate }`, then
 * `await requireUser(request)` in the handler returns the user without a second lookup.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** Sets up the per-request session state and sends refreshed session cookies with the answer. */
export function registerSessionSupport(app: FastifyInstance): void {
  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('sessionCookies', null);
  // Synchronous: it runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.sessionCookies?.length) reply.header('set-cookie', request.sessionCookies);
    done(null, payload);
  });
}

async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const { auth } = request.server.ctx;
  // The common case in one query; anything unusual (stale, expired, aging, outlived) goes to better-auth.
  const fast = await auth.fastSession(request.cookies[auth.sessionCookieName]);
  if (fast) return { ...fast, subscriptionTier: knownTier(fast.subscriptionTier) };
  const { headers, response } = await request.server.ctx.auth.api.getSession({
    headers: new Headers({ cookie }),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) request.sessionCookies = cookies;
  if (!response) return null;
  const { user, session } = response;
  // Past its absolute lifetime: used or not, the session ends, its row goes, the cookie is cleared.
  if (outlived(session.createdAt, SESSION_TIMING)) {
    await (await auth.$context).internalAdapter.deleteSession(session.token);
    const secure = auth.sessionCookieName.startsWith('__Secure-') ? '; Secure' : '';
    request.sessionCookies = [
      `${auth.sessionCookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
    ];
    return null;
  }
  return {
    id: user.id,
    username: user.name,
    email: user.email,
    subscriptionTier: knownTier(user.subscriptionTier),
    isAdmin: user.isAdmin === true,
    sessionId: session.id,
  };
}

const knownTier = (tier: unknown): Tier =>
  (TIERS as readonly string[]).includes(String(tier)) ? (tier as Tier) : 'Free';
