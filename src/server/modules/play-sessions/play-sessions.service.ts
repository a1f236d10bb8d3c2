import { PLAY_PLAYERS_MAX } from '@common/play';
import type { PlaySessionCreate, PlaySessionUpdate } from '@common/schemas/play-sessions';
import type { SessionUser } from '../../auth/session';
import { badRequest, conflict, notFound } from '../../errors';
import { isUuid } from '../../db/cursor-codec';
import { assertCan } from '../entitlements/entitlements.policy';
import type { PlayHub } from './play-hub';
import type { PlaySessionsRepository } from './play-sessions.repository';
import {
  assertCanSeeSession,
  assertCanSeeStory,
  assertGameMaster,
  assertMayStartSession,
  assertSessionId,
  SESSION_NOT_FOUND,
  STORY_NOT_FOUND,
} from './play-sessions.policy';
import { toPlaySession } from './play-sessions.presenter';

const USER_NOT_FOUND = 'No user with that username';
const EVENT_START_KEPT = 'A session scheduled by a group event keeps a start; move it instead';

/** Play sessions themselves: start, list, read, change, and who sits at the table. */
export function createPlaySessionsService(
  repo: PlaySessionsRepository,
  hub: PlayHub,
  /** Called when a session ends (queues the name-finding job). */
  ended?: (sessionId: string) => Promise<void>,
) {
  async function load(user: SessionUser, id: string) {
    assertSessionId(id);
    return assertCanSeeSession(await repo.find(id), user);
  }
  async function loadAsGameMaster(user: SessionUser, id: string) {
    assertSessionId(id);
    return assertGameMaster(await repo.find(id), user);
  }
  async function changed(user: SessionUser, id: string) {
    const session = (await repo.find(id))!;
    hub.publish({ type: 'session-changed', session });
    return toPlaySession(session, user);
  }

  return {
    load,

    async create(user: SessionUser, storyId: string, input: PlaySessionCreate) {
      if (!isUuid(storyId)) throw notFound(STORY_NOT_FOUND);
      assertMayStartSession(await repo.storyStanding(storyId, user.id), user);
      assertCan(user.subscriptionTier, 'playSessions');
      const id = await repo.create({
        storyId,
        gameMasterId: user.id,
        title: input.title,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
      });
      return toPlaySession((await repo.find(id))!, user);
    },

    async listForStory(user: SessionUser, storyId: string) {
      if (!isUuid(storyId)) throw notFound(STORY_NOT_FOUND);
      const story = await repo.storyStanding(storyId, user.id);
      const rows = await repo.listForStory(storyId, user.id, story?.ownerId === user.id);
      // A player invited by username sees the story's tables they sit at, nothing else of it.
      if (rows.length === 0) assertCanSeeStory(story, user);
      return { items: rows.map((s) => toPlaySession(s, user)) };
    },

    async get(user: SessionUser, id: string) {
      return toPlaySession(await load(user, id), user);
    },

    async update(user: SessionUser, id: string, input: PlaySessionUpdate) {
      const session = await loadAsGameMaster(user, id);
      if (input.status && session.status === 'Ended' && input.status !== 'Ended')
        throw conflict('This session has ended');
      if (input.scheduledAt === null && (await repo.eventOf(id)))
        throw badRequest(EVENT_START_KEPT, [{ path: 'scheduledAt', message: EVENT_START_KEPT }]);
      await repo.update(id, {
        title: input.title,
        status: input.status,
        ...(input.scheduledAt === undefined
          ? {}
          : { scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null }),
      });
      if (input.status === 'Ended' && session.status !== 'Ended') await ended?.(id);
      return changed(user, id);
    },

    async candidates(user: SessionUser, id: string) {
      await loadAsGameMaster(user, id);
      return { items: await repo.candidates(id) };
    },

    async addPlayer(user: SessionUser, id: string, username: string) {
      const session = await loadAsGameMaster(user, id);
      const player = await repo.userByUsername(username);
      if (!player) throw badRequest(USER_NOT_FOUND, [{ path: 'username', message: USER_NOT_FOUND }]);
      if (player.id === session.gameMasterId)
        throw badRequest('The game master is already at the table', [
          { path: 'username', message: 'The game master is already at the table' },
        ]);
      if (session.players.length >= PLAY_PLAYERS_MAX && !session.players.some((p) => p.id === player.id))
        throw conflict(`A table seats at most ${PLAY_PLAYERS_MAX} players`);
      await repo.addPlayer(id, player.id);
      return changed(user, id);
    },

    /** Removes a player (the game master, or a player leaving); their sockets close at once. */
    async removePlayer(user: SessionUser, id: string, userId: string) {
      const session = await load(user, id);
      if (userId !== user.id) assertGameMaster(session, user);
      if (!isUuid(userId) || !(await repo.removePlayer(id, userId))) throw notFound('Player not found');
      const after = (await repo.find(id))!;
      hub.publish({ type: 'removed', session: after, userId });
      hub.publish({ type: 'session-changed', session: after });
    },
  };
}
export type PlaySessionsService = ReturnType<typeof createPlaySessionsService>;
export { SESSION_NOT_FOUND };
