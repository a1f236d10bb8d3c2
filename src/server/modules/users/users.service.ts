import type { CurrentUser } from '@common/schemas/user';
import type { Tier } from '@common/constants';
import { unauthenticated } from '../../errors';
import type { UserRow, UsersRepository } from './users.repository';

/** The signed-in user as the client sees it (SPEC section 3, client-side shapes). */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    bio: row.bio,
    profileImage: row.profileImage,
    subscriptionTier: row.subscriptionTier as Tier,
    isAdmin: row.isAdmin,
    joinDate: row.joinDate.toISOString(),
    userLevel: row.userLevel,
    experiencePoints: row.experiencePoints,
  };
}

export function createUsersService(repo: UsersRepository) {
  return {
    /** The user behind a live session; a session whose user is gone counts as signed out. */
    async getCurrentUser(userId: string): Promise<CurrentUser> {
      const row = await repo.findById(userId);
      if (!row) throw unauthenticated();
      return toCurrentUser(row);
    },

    /** The session check of the SPA: the user, or null for a guest or a session whose user is gone. */
    async findCurrentUser(userId: string | null): Promise<CurrentUser | null> {
      const row = userId ? await repo.findById(userId) : null;
      return row ? toCurrentUser(row) : null;
    },

    isUsernameTaken: (username: string) => repo.isUsernameTaken(username),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
