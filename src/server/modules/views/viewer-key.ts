import { createHmac } from 'node:crypto';

/** Who is viewing: a signed-in user, or a guest known only by address and browser. */
export type Viewer = { userId: string } | { ip: string; userAgent: string };

/**
 * The key a viewer is counted under on one UTC day: HMAC-SHA256 (hex) of the day and the viewer,
 * keyed by the server secret. The day acts as a daily salt: the same guest gets an unrelated
 * key tomorrow, and without the secret no key can be traced back to an address.
 */
export function viewerKey(secret: string, day: string, viewer: Viewer): string {
  const who = 'userId' in viewer ? `user:${viewer.userId}` : `guest:${viewer.ip}\n${viewer.userAgent}`;
  return createHmac('sha256', secret).update(`${day}\n${who}`).digest('hex');
}

/** The UTC calendar date of `at`, as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
