import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { authVerifications } from '../../db/schema/auth';
import { eventParticipants, events } from '../../db/schema/events';
import { groupMembers, groups } from '../../db/schema/groups';
import { userStoryRatings } from '../../db/schema/reading';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { reviews, userFollows } from '../../db/schema/social';
import { xpLedger } from '../../db/schema/xp';

/** What a deletion changed beyond the user's own rows, for the service and its tests. */
export type DeletionResult = {
  /** Other people's stories the user had rated: their average was recomputed. */
  restatedStories: string[];
  /** Other people's groups the user had joined: member_count recomputed. */
  restatedGroups: string[];
  /** Other people's events the user had registered for: current_participants recomputed. */
  restatedEvents: string[];
};

/**
 * Account deletion, the only code that deletes a users row. The schema's ON DELETE rules do the
 * bulk in one statement: the user's stories (with chapters, sessions, collaborators, comments and
 * notifications on them), characters, worlds, templates, groups, events, aliases, bookmarks,
 * ratings, follows, progress, activity, XP ledger, notifications, preferences and better-auth
 * sessions and accounts CASCADE; their comments and reviews of others' things, and notifications
 * they caused, are kept with the user set NULL (shown as 'Anonymous'); triggers remove reviews
 * whose target (the user, their stories, worlds, templates) is gone. What no foreign key can do
 * is done here, in the same transaction: counters and averages on other people's rows, the
 * better-auth verification rows (password-reset tokens) naming the user, and the user's id in
 * other people's XP ledger references.
 */
export function createAccountRepository(db: Db) {
  return {
    /** Deletes the user and everything theirs; false when there was no such user. */
    deleteUser(userId: string): Promise<DeletionResult | false> {
      return withTransaction(db, async (tx) => {
        // The row lock makes a concurrent rating, join or registration by this user wait, then
        // fail on the foreign key, so nothing is added after the lists below are taken.
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return false;

        const rated = await tx
          .select({ id: userStoryRatings.storyId })
          .from(userStoryRatings)
          .innerJoin(stories, eq(stories.id, userStoryRatings.storyId))
          .where(and(eq(userStoryRatings.userId, userId), ne(stories.createdBy, userId)));
        const joined = await tx
          .select({ id: groupMembers.groupId })
          .from(groupMembers)
          .innerJoin(groups, eq(groups.id, groupMembers.groupId))
          .where(and(eq(groupMembers.userId, userId), ne(groups.creator, userId)));
        const registered = await tx
          .select({ id: eventParticipants.eventId })
          .from(eventParticipants)
          .innerJoin(events, eq(events.id, eventParticipants.eventId))
          .where(and(eq(eventParticipants.userId, userId), ne(events.creator, userId)));

        // People whose XP ledger names this user in a ref_id (modules/xp/xp-rules.ts): the ones
        // they followed (FOLLOWER_GAINED <follower>), whose stories they rated (RATING_RECEIVED
        // <story>:<rater>), and who reviewed them (REVIEW_WRITTEN User:<id>).
        const ledgerHolders = await tx
          .select({ id: userFollows.followingId })
          .from(userFollows)
          .where(eq(userFollows.followerId, userId))
          .union(
            tx
              .select({ id: sql<string>`${stories.createdBy}` })
              .from(userStoryRatings)
              .innerJoin(stories, eq(stories.id, userStoryRatings.storyId))
              .where(eq(userStoryRatings.userId, userId)),
          )
          .union(
            tx
              .select({ id: sql<string>`${reviews.reviewer}` })
              .from(reviews)
              .where(and(eq(reviews.targetType, 'User'), eq(reviews.targetId, userId))),
          );

        await tx.delete(authVerifications).where(eq(authVerifications.value, userId));
        await tx.delete(users).where(eq(users.id, userId));

        // Their XP stays earned, but the deleted id leaves the ref: each such ref gets a
        // placeholder unique to its row, so the (user, rule, ref) key stays unique.
        const holderIds = ledgerHolders.map((r) => r.id).filter((id): id is string => id !== null);
        if (holderIds.length > 0) {
          await tx
            .update(xpLedger)
            .set({ refId: sql`replace(${xpLedger.refId}, ${userId}, 'deleted:' || ${xpLedger.id}::text)` })
            .where(and(inArray(xpLedger.userId, holderIds), sql`strpos(${xpLedger.refId}, ${userId}) > 0`));
        }

        const storyIds = rated.map((r) => r.id);
        const groupIds = joined.map((r) => r.id);
        const eventIds = registered.map((r) => r.id);
        if (storyIds.length > 0) {
          await tx
            .update(stories)
            .set({
              rating: sql`(select round(avg(r.rating), 2) from user_story_ratings r where r.story_id = stories.story_id)`,
              // Losing a rating is not an edit of the story.
              updatedAt: sql`${stories.updatedAt}`,
            })
            .where(inArray(stories.id, storyIds));
        }
        if (groupIds.length > 0) {
          await tx
            .update(groups)
            .set({
              memberCount: sql`(select count(*)::int from group_members m where m.group_id = groups.group_id)`,
              updatedAt: sql`${groups.updatedAt}`,
            })
            .where(inArray(groups.id, groupIds));
        }
        if (eventIds.length > 0) {
          await tx
            .update(events)
            .set({
              currentParticipants: sql`(select count(*)::int from event_participants p
                where p.event_id = events.event_id and p.status in ('Registered', 'Attended'))`,
              updatedAt: sql`${events.updatedAt}`,
            })
            .where(inArray(events.id, eventIds));
          // Places they held go to the waiting list, oldest first, as a cancel would.
          await tx.execute(sql`
            with waiting as (
              select p.event_id, p.user_id,
                     row_number() over (partition by p.event_id order by p.registered_at, p.user_id) as n
                from event_participants p
               where p.status = 'Waitlisted' and p.event_id = any(${`{${eventIds.join(',')}}`}::uuid[])),
            moved as (
              update event_participants p set status = 'Registered'
                from waiting w join events e on e.event_id = w.event_id
               where p.event_id = w.event_id and p.user_id = w.user_id
                 and e.max_participants is not null and w.n <= e.max_participants - e.current_participants
              returning p.event_id)
            update events e set current_participants = e.current_participants + m.n
              from (select event_id, count(*)::int as n from moved group by event_id) m
             where e.event_id = m.event_id`);
        }
        return { restatedStories: storyIds, restatedGroups: groupIds, restatedEvents: eventIds };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
