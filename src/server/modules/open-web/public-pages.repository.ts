import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { events } from '../../db/schema/events';
import { groupThreads } from '../../db/schema/group-content';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';

const creatorName = sql<string>`coalesce(${users.username}, 'Unknown')`;
const id = sql.placeholder('id');

/**
 * The one row each server-rendered group, thread and event page reads, with the facts
 * its policy decides on (status, privacy level). Built once and prepared, like the story page's
 * reads (library.repository.ts): parsed once per connection, one generic plan after five runs.
 * A malformed id is not looked up (undefined, as for a missing row).
 */
export function createPublicPagesRepository(db: Db) {
  const group = db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      category: groups.category,
      privacyLevel: groups.privacyLevel,
      groupImage: groups.groupImage,
      memberCount: groups.memberCount,
      createdAt: groups.createdAt,
      creatorName,
    })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.creator))
    .where(eq(groups.id, id))
    .limit(1)
    .prepare('open_web_group_page');
  const thread = db
    .select({
      id: groupThreads.id,
      groupId: groupThreads.groupId,
      title: groupThreads.title,
      body: groupThreads.body,
      replyCount: groupThreads.replyCount,
      createdAt: groupThreads.createdAt,
      groupName: groups.name,
      privacyLevel: groups.privacyLevel,
      authorName: creatorName,
    })
    .from(groupThreads)
    .innerJoin(groups, eq(groups.id, groupThreads.groupId))
    .leftJoin(users, eq(users.id, groupThreads.authorId))
    .where(and(eq(groupThreads.id, id), eq(groupThreads.groupId, sql.placeholder('groupId'))))
    .limit(1)
    .prepare('open_web_thread_page');
  const event = db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      type: events.type,
      status: events.status,
      startDate: events.startDate,
      endDate: events.endDate,
      deadline: events.deadline,
      location: events.location,
      prize: events.prize,
      maxParticipants: events.maxParticipants,
      currentParticipants: events.currentParticipants,
      creatorName,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.creator))
    .where(eq(events.id, id))
    .limit(1)
    .prepare('open_web_event_page');

  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    group: async (groupId: string) => (isUuid(groupId) ? one(group.execute({ id: groupId })) : undefined),
    thread: async (groupId: string, threadId: string) =>
      isUuid(groupId) && isUuid(threadId) ? one(thread.execute({ id: threadId, groupId })) : undefined,
    event: async (eventId: string) => (isUuid(eventId) ? one(event.execute({ id: eventId })) : undefined),
  };
}

export type PublicPagesRepository = ReturnType<typeof createPublicPagesRepository>;
