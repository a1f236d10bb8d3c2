import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/constraint-violation';
import { users } from '../../db/schema/users';

/** Thrown when another account holds the username, compared lowercased (users_username_lower_key). */
export class UsernameTakenError extends Error {}

/** The profile fields of `users` this module writes (e-mail changes go through better-auth). */
export function createEditProfileRepository(db: Db) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Whether an account other than `userId` has this username, compared lowercased. */
    async isUsernameTakenByOther(username: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Saves username, bio and picture; a username lost to a concurrent change throws UsernameTakenError. */
    async updateProfile(
      userId: string,
      values: { username: string; bio: string; profileImage: string | null },
    ) {
      try {
        const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
        return row;
      } catch (err) {
        if (uniqueViolation(err) === 'users_username_lower_key') throw new UsernameTakenError();
        throw err;
      }
    },
  };
}

export type EditProfileRepository = ReturnType<typeof createEditProfileRepository>;
