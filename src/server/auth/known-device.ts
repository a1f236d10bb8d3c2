import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from './auth-links';

/** How long a browser stays known after its last successful sign-in (the cookie's Max-Age). */
const KNOWN_FOR_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser is remembered for (the newest sign-ins win); keeps the cookie small. */
const MAX_ACCOUNTS = 5;

/**
 * Browsers that signed in to an account before ("device cookies", OWASP): a successful sign-in
 * sets an HttpOnly cookie holding a tag of the account, an HMAC of its e-mail under the auth
 * secret, so nobody can make one without having signed in. The per-account sign-in lock
 * (sign-in-throttle.ts) does not apply to a browser that holds the account's tag: someone who
 * fails ten times on purpose locks out strangers' browsers, never the owner's own. The
 * per-address rate limit still applies to every browser. The cookie is sent only to the auth
 * routes and carries no session: alone it signs nobody in.
 */
export function createKnownDevices(secret: string, secure: boolean) {
  const name = `${secure ? '__Secure-' : ''}inkforge.known_device`;
  const tagOf = (email: string) =>
    createHmac('sha256', secret)
      .update(`known-device\0${email.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);
  const tagsIn = (request: FastifyRequest) => (request.cookies[name] ?? '').split('.').filter(Boolean);

  return {
    /** Whether this browser signed in to the account of `email` before. */
    isKnown(request: FastifyRequest, email: string): boolean {
      return tagsIn(request).includes(tagOf(email));
    },
    /** Called after a successful sign-in: this browser is known to the account from now on. */
    remember(request: FastifyRequest, reply: FastifyReply, email: string): void {
      const tag = tagOf(email);
      const tags = [...tagsIn(request).filter((t) => t !== tag), tag].slice(-MAX_ACCOUNTS);
      reply.setCookie(name, tags.join('.'), {
        path: AUTH_BASE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: KNOWN_FOR_SECONDS,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
