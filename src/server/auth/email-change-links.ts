import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeRequests } from '../db/schema/email-changes';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The newest e-mail change link of each user, kept as a hash of its token. better-auth's links
 * are signed, unstored tokens, valid until they expire: on their own, an old link would work
 * again after A→B→A, and an earlier link would still work after a newer request. Remembering
 * only the newest link and forgetting it once used makes each link single-use and supersedes
 * older ones. Only the hash is stored, so the table cannot be used to build a link.
 */
export function createEmailChangeLinks(db: Db) {
  return {
    /** Called as the link is mailed: it replaces any earlier link of the user. */
    async remember(userId: string, token: string): Promise<void> {
      await db
        .insert(emailChangeRequests)
        .values({ userId, tokenHash: digest(token) })
        .onConflictDoUpdate({
          target: emailChangeRequests.userId,
          set: { tokenHash: digest(token), createdAt: new Date() },
        });
    },

    /** The user `token` is the newest unused link of, or undefined. */
    async ownerOf(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: emailChangeRequests.userId })
        .from(emailChangeRequests)
        .where(eq(emailChangeRequests.tokenHash, digest(token)))
        .limit(1);
      return row?.userId;
    },

    /** The change took effect: the link is used up. */
    async forget(userId: string): Promise<void> {
      await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
    },
  };
}

export type EmailChangeLinks = ReturnType<typeof createEmailChangeLinks>;
