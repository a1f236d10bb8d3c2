import { badRequest } from '../../errors';

/**
 * Follow rules, checked on the server: any signed-in user may follow any other user, never
 * themself (the database refuses it too: user_follows_not_self_check).
 */
export function assertMayFollow(followerId: string, followingId: string): void {
  if (followerId === followingId) throw badRequest('You cannot follow yourself');
}
