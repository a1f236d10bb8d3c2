import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/**
 * Every read and write of the `users` table outside better-auth. better-auth writes accounts
 * through its own adapter; everything else about users goes through here.
 */
export function createUsersRepository(db: Db) {
  return {
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
