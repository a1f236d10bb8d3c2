import type { StorySession } from '@common/schemas/story';
import type { SessionUser } from '../../auth/session';
import { authorizeStory } from './stories.policy';
import type { StoriesRepository } from './stories.repository';
import type { ParticipantRow, SessionRow, StorySessionStore } from './story-sessions.repository';

type Caller = Pick<SessionUser, 'id'>;

/** How many sessions the list shows (one a day at most, so about three months of daily work). */
export const SESSION_LIST_LIMIT = 100;

function toStorySession(session: SessionRow, participants: ParticipantRow[]): StorySession {
  return {
    id: session.id,
    storyId: session.storyId,
    sessionDate: session.sessionDate.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    wordsAdded: session.wordsAdded,
    participants: participants
      .filter((p) => p.sessionId === session.id)
      .map((p) => ({ userId: p.userId, username: p.username, joinedAt: p.joinedAt.toISOString() })),
  };
}

/** Live writing sessions: the owner and collaborators join and see them (stories.policy.ts). */
export function createStorySessionsService(repo: StorySessionStore, storiesRepo: StoriesRepository) {
  return {
    /** Opening the writing room: today's session of the story (made on the day's first join). */
    join(caller: Caller, storyId: string): Promise<StorySession> {
      return repo.inStoryTransaction(storyId, caller.id, async (tx, relation) => {
        authorizeStory(relation, 'joinSession');
        const session = await tx.todayOrNew(storyId);
        await tx.addParticipant(session.id, caller.id);
        return toStorySession(session, await tx.participants([session.id]));
      });
    },

    async list(caller: Caller, storyId: string): Promise<StorySession[]> {
      authorizeStory(await storiesRepo.findRelation(storyId, caller.id), 'readWorkspace');
      const rows = await repo.list(storyId, SESSION_LIST_LIMIT);
      const participants = await repo.participants(rows.map((row) => row.id));
      return rows.map((row) => toStorySession(row, participants));
    },
  };
}
