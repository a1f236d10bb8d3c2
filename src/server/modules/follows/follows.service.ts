import type { FollowPerson, FollowState } from '@common/schemas/social';
import type { Page } from '@common/schemas/pagination';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { notFound } from '../../errors';
import { notify } from '../notifications/notifications.service';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { awardXp } from '../xp/xp.service';
import { createFollowsRepository } from './follows.repository';
import { assertMayFollow } from './follows.policy';
import { createPrivacyService } from '../privacy/privacy.service';

/**
 * Follow and unfollow by username. A new follow tells the followed user ('follower'
 * notification) and pays them FOLLOWER_GAINED once per follower, in the same transaction;
 * following again changes nothing and tells nobody twice. Each follow and unfollow that changed
 * something also leaves a follow event (no follower named) for the author's analytics. A user
 * whose privacy settings accept no followers is refused (403); their follower lists are hidden
 * like their author page.
 */
export function createFollowsService(db: Db) {
  const repo = createFollowsRepository(db);
  const privacy = createPrivacyService(db);

  async function target(username: string) {
    const user = await repo.findUserByUsername(username);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    async follow(me: { id: string }, username: string): Promise<FollowState> {
      const user = await target(username);
      assertMayFollow(me.id, user.id);
      await privacy.assertAcceptsFollower(user.id, me);
      await withTransaction(db, async (tx) => {
        const follows = createFollowsRepository(tx);
        if (!(await follows.insert(me.id, user.id))) return;
        await follows.recordChange(user.id, 1);
        await notify(tx, { recipientId: user.id, kind: 'follower', actorId: me.id });
        await awardXp(tx, { userId: user.id, rule: 'FOLLOWER_GAINED', refId: me.id });
      });
      return repo.state(user.id, me.id);
    },

    async unfollow(me: { id: string }, username: string): Promise<FollowState> {
      const user = await target(username);
      assertMayFollow(me.id, user.id);
      await withTransaction(db, async (tx) => {
        const follows = createFollowsRepository(tx);
        if (await follows.delete(me.id, user.id)) await follows.recordChange(user.id, -1);
      });
      return repo.state(user.id, me.id);
    },

    /** Followers or followed people of a user, newest follow first; visible to whoever may see their author page. */
    async list(
      username: string,
      viewer: { id: string } | null,
      side: 'followers' | 'following',
      limit: number,
      cursor?: string,
    ): Promise<Page<FollowPerson>> {
      const user = await target(username);
      await privacy.assertMayViewProfile(user.id, viewer);
      const page = toPage(await repo.listPeople(user.id, side, limit, decodeCursor(cursor)), limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((p) => ({
          username: p.username,
          profileImage: p.profileImage,
          userLevel: p.userLevel,
          followedAt: p.followedAt.toISOString(),
        })),
      };
    },
  };
}
