import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
/** The user as a tier check or a tier change reads them, under the row lock. */
export type LockedUser = Pick<UserRow, 'id' | 'username' | 'email'> & { tier: string };

/**
 * The one lock on a user's row, for repositories to spread into their queries so it runs in their
 * transactions. Every check of a plan rule or cap against the user's current things (worlds,
 * characters, groups, a purchase, API tokens, aliases, XP awards) and every tier change take it,
 * so one user's checks and changes run one after the other and none reads a tier or a count that
 * another is about to change. FOR NO KEY UPDATE: rows referencing the user (their new world, token
 * or alias) may still be inserted meanwhile, while account deletion's FOR UPDATE still waits.
 */
export function userLockQueries(db: Pick<Db, 'select'>) {
  return {
    /** Locks the user's row until the transaction ends; undefined when the user is gone. */
    async lockUserForTierCheck(userId: string): Promise<LockedUser | undefined> {
      const [row] = await db
        .select({ id: users.id, tier: users.subscriptionTier, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      return row;
    },
  };
}

/**
 * Every read and write of the `users` table outside better-auth. better-auth writes accounts
 * through its own adapter; everything else about users goes through here.
 */
export function createUsersRepository(db: Db) {
  return {
    ...userLockQueries(db),
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Usernames are unique compared lowercased (the database has a unique index on lower(username)). */
    async isUsernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row !== undefined;
    },

    /** Marks the address confirmed (after a password reset link proved the mailbox is theirs). */
    async markEmailVerified(id: string): Promise<void> {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
