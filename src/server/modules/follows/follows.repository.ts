import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userFollows } from '../../db/schema/social';
import { followEvents } from '../../db/schema/analytics';
import { users } from '../../db/schema/users';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';

/** The only code touching user_follows. `db` may be a transaction handle. */
export function createFollowsRepository(db: Db) {
  return {
    /** A user by username, compared case-insensitively as usernames are unique that way. */
    async findUserByUsername(username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    /** Resolves to true when the follow is new, false when it already existed. */
    async insert(followerId: string, followingId: string): Promise<boolean> {
      const rows = await db
        .insert(userFollows)
        .values({ followerId, followingId })
        .onConflictDoNothing()
        .returning({ followerId: userFollows.followerId });
      return rows.length > 0;
    },

    /** Resolves to true when a follow was removed. */
    async delete(followerId: string, followingId: string): Promise<boolean> {
      const rows = await db
        .delete(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
        .returning({ followerId: userFollows.followerId });
      return rows.length > 0;
    },

    /** A follow (+1) or unfollow (-1) of the author for analytics: who followed is not kept. */
    async recordChange(authorId: string, change: 1 | -1): Promise<void> {
      await db.insert(followEvents).values({ authorId, change });
    },

    /** How many follow the user and how many they follow, and whether `viewerId` follows them. */
    async state(userId: string, viewerId: string | null) {
      const [row] = await db
        .select({
          followerCount: sql<number>`(select count(*)::integer from user_follows f where f.following_id = ${userId}::uuid)`,
          followingCount: sql<number>`(select count(*)::integer from user_follows f where f.follower_id = ${userId}::uuid)`,
          following: viewerId
            ? sql<boolean>`exists (select 1 from user_follows f where f.follower_id = ${viewerId}::uuid and f.following_id = ${userId}::uuid)`
            : sql<boolean>`false`,
        })
        .from(sql`(select 1) as one`);
      return {
        followerCount: Number(row?.followerCount ?? 0),
        followingCount: Number(row?.followingCount ?? 0),
        following: row?.following === true,
      };
    },

    /**
     * People on one side of the user's follows, most recent first: `followers` (who follow the
     * user) or `following` (whom the user follows).
     */
    listPeople(userId: string, side: 'followers' | 'following', limit: number, after?: KeysetPosition) {
      const [mine, theirs] =
        side === 'followers'
          ? [userFollows.followingId, userFollows.followerId]
          : [userFollows.followerId, userFollows.followingId];
      return db
        .select({
          id: users.id,
          username: users.username,
          profileImage: users.profileImage,
          userLevel: users.userLevel,
          followedAt: userFollows.followedAt,
          cursorAt: cursorTimestamp(userFollows.followedAt),
        })
        .from(userFollows)
        .innerJoin(users, eq(users.id, theirs))
        .where(
          and(eq(mine, userId), after ? afterPosition(userFollows.followedAt, theirs, after) : undefined),
        )
        .orderBy(desc(userFollows.followedAt), desc(theirs))
        .limit(limit + 1);
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
