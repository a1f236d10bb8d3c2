import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withFastRows } from '../db/fast-rows';
import { authSessions } from '../db/schema/auth';
import { users } from '../db/schema/users';

/**
 * The session settings better-auth is configured with (create-auth.ts); both must agree.
 * `expiresInSeconds` is the idle limit (sessions slide forward every `updateAgeSeconds` of use);
 * `absoluteSeconds` the most a session lives after sign-in, which better-auth does not know of.
 */
export type SessionTiming = { expiresInSeconds: number; updateAgeSeconds: number; absoluteSeconds: number };

export type FastSessionRow = {
  sessionId: string;
  id: string;
  username: string;
  email: string;
  subscriptionTier: string;
  isAdmin: boolean;
};

/**
 * The common case of a session lookup in one indexed query, without better-auth's endpoint
 * machinery: a correctly signed session cookie whose session exists, has not expired (neither
 * idle too long nor past its absolute lifetime) and is not yet due to slide forward. It answers the session's user, or undefined for EVERYTHING else
 * (no or badly signed cookie, unknown or expired session, a session due for its daily refresh), and
 * the caller then asks better-auth, which clears stale cookies, deletes expired sessions and
 * refreshes aging ones exactly as before. Revocation is unaffected: the row is read every time.
 *
 * The cookie format is better-auth's (better-call's signed cookies): `<token>.<base64 HMAC-SHA256
 * of the token with the auth secret>`, 44 characters of signature ending in '='.
 */
export function createSessionFastPath(db: Db, secret: string, timing: SessionTiming) {
  const findByToken = withFastRows(
    db
      .select({
        sessionId: authSessions.id,
        expiresAt: authSessions.expiresAt,
        createdAt: authSessions.createdAt,
        id: users.id,
        username: users.username,
        email: users.email,
        subscriptionTier: users.subscriptionTier,
        isAdmin: users.isAdmin,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.token, sql.placeholder('token')))
      .prepare('session_fast_path_by_token'),
  );

  return async (signedCookie: string | undefined, now = Date.now()): Promise<FastSessionRow | undefined> => {
    const token = signedCookie ? verifiedToken(signedCookie, secret) : undefined;
    if (!token) return undefined;
    const [row] = await findByToken.execute({ token });
    if (!row) return undefined;
    const expiresAt = new Date(row.expiresAt).getTime();
    const dueForRefresh = expiresAt - timing.expiresInSeconds * 1000 + timing.updateAgeSeconds * 1000 <= now;
    if (expiresAt <= now || dueForRefresh || outlived(row.createdAt, timing, now)) return undefined;
    const { expiresAt: _expiresAt, createdAt: _createdAt, ...user } = row;
    return user;
  };
}

/** Whether a session signed in at `createdAt` is past its absolute lifetime (whatever its use). */
export const outlived = (createdAt: Date | string, timing: SessionTiming, now = Date.now()): boolean =>
  new Date(createdAt).getTime() + timing.absoluteSeconds * 1000 <= now;

/** The token of a cookie value signed with `secret`, or undefined when the signature is wrong. */
export function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
