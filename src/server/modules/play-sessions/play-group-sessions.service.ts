import { rightsOfRole } from '@common/story-roles';
import type {
  GroupPlaySession,
  GroupPlaySessionCreate,
  GroupPlaySessionList,
} from '@common/schemas/play-group-sessions';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/cursor-codec';
import { withTransaction } from '../../db/transactional';
import { badRequest, notFound } from '../../errors';
import { assertCan } from '../entitlements/entitlements.policy';
import {
  createPlayGroupSessionsRepository,
  type GroupSessionRow,
  type PlayGroupSessionsRepository,
} from './play-group-sessions.repository';
import type { PlaySessionsRepository } from './play-sessions.repository';
import { assertMayStartSession } from './play-sessions.policy';

export const GROUP_NOT_FOUND = 'Group not found';
const NOT_YOUR_WORLD = 'Choose one of your worlds or the story’s world';
/** A group event without an end runs this long. */
const DEFAULT_LENGTH_MS = 4 * 60 * 60 * 1000;

function toItem(r: GroupSessionRow): GroupPlaySession {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    scheduledAt: r.scheduledAt === null ? null : new Date(r.scheduledAt).toISOString(),
    gameMaster: { id: r.gameMasterId, username: r.gameMasterName },
    eventId: r.eventId,
    story: r.canOpen ? { id: r.storyId, title: r.storyTitle } : null,
    worldName: r.worldName,
  };
}

/**
 * A group's play sessions: members (any role) see the list and schedule one through a 'Play
 * Session' group event; anyone else gets 404 for both, as for a group's other private parts.
 * Scheduling needs what starting any session needs: a story the organiser may run one on, and a
 * creator plan (`playSessions`).
 */
export function createPlayGroupSessionsService(db: Db, sessions: PlaySessionsRepository) {
  const repo: PlayGroupSessionsRepository = createPlayGroupSessionsRepository(db);

  async function assertMember(groupId: string, user: SessionUser) {
    if (!isUuid(groupId) || (await repo.memberRole(groupId, user.id)) === null)
      throw notFound(GROUP_NOT_FOUND);
  }

  async function list(user: SessionUser, groupId: string): Promise<GroupPlaySessionList> {
    await assertMember(groupId, user);
    const items = (await repo.list(groupId, user.id)).map(toItem);
    return {
      upcoming: items.filter((s) => s.status !== 'Ended').reverse(),
      ended: items.filter((s) => s.status === 'Ended'),
    };
  }

  return {
    list,

    async runnableStories(user: SessionUser) {
      const rows = await repo.storiesWithRole(user.id);
      const seen = new Set<string>();
      const items = rows
        .filter((r) => r.role === 'Owner' || rightsOfRole(r.role).writeChapters)
        .filter((r) => !seen.has(r.id) && seen.add(r.id))
        .map(({ id, title, worldId }) => ({ id, title, worldId }));
      return { items };
    },

    async schedule(user: SessionUser, groupId: string, input: GroupPlaySessionCreate) {
      await assertMember(groupId, user);
      const storyId = input.storyId;
      const story = await sessions.storyStanding(storyId, user.id);
      try {
        assertMayStartSession(story, user);
      } catch {
        // The story field is the organiser's choice: a story they may not use is a bad choice.
        throw badRequest('Choose a story you may run sessions on', [
          { path: 'storyId', message: 'Choose a story you may run sessions on' },
        ]);
      }
      assertCan(user.subscriptionTier, 'playSessions');
      const worldId = input.worldId ?? null;
      if (worldId !== null && !(await repo.worldAllowed(worldId, user.id, storyId)))
        throw badRequest(NOT_YOUR_WORLD, [{ path: 'worldId', message: NOT_YOUR_WORLD }]);
      const start = new Date(input.startDate);
      const endDate = input.endDate ?? new Date(start.getTime() + DEFAULT_LENGTH_MS).toISOString();
      const id = await withTransaction(db, createPlayGroupSessionsRepository, (tx) =>
        tx.schedule({
          groupId,
          organiserId: user.id,
          storyId,
          worldId,
          title: input.title,
          description: input.description ?? '',
          startDate: input.startDate,
          endDate,
        }),
      );
      const created = (await list(user, groupId)).upcoming.find((s) => s.id === id);
      return created!;
    },
  };
}
export type PlayGroupSessionsService = ReturnType<typeof createPlayGroupSessionsService>;
