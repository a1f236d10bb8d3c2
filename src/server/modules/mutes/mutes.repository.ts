import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorMutes } from '../../db/schema/recommendations';
import { users } from '../../db/schema/users';

/** The only code touching author_mutes. */
export function createMutesRepository(db: Db) {
  return {
    /** A user by username, compared case-insensitively as usernames are unique that way. */
    async findUserByUsername(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    async insert(userId: string, authorId: string): Promise<void> {
      await db.insert(authorMutes).values({ userId, authorId }).onConflictDoNothing();
    },

    async delete(userId: string, authorId: string): Promise<void> {
      await db
        .delete(authorMutes)
        .where(and(eq(authorMutes.userId, userId), eq(authorMutes.authorId, authorId)));
    },

    /** Whether the reader muted the author. */
    async isMuted(userId: string, authorId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: authorMutes.userId })
        .from(authorMutes)
        .where(and(eq(authorMutes.userId, userId), eq(authorMutes.authorId, authorId)));
      return row !== undefined;
    },

    /** The authors the reader muted, by username. */
    list(userId: string) {
      return db
        .select({ username: users.username, profileImage: users.profileImage, mutedAt: authorMutes.mutedAt })
        .from(authorMutes)
        .innerJoin(users, eq(users.id, authorMutes.authorId))
        .where(eq(authorMutes.userId, userId))
        .orderBy(asc(sql`lower(${users.username})`));
    },
  };
}
