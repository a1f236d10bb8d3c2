import { PLAY_EDIT_WINDOW_MS } from '@common/play';
import { rightsOfRole } from '@common/story-roles';
import { conflict, forbidden, notFound } from '../../errors';
import { isUuid } from '../../db/cursor-codec';
import type { EntryRow } from './play-entries.repository';
import type { SessionRow, StoryStanding } from './play-sessions.repository';

/**
 * Every rule about who may see and do what at a play session (the live table):
 *
 * | who                              | see session + log | whispers               | post | manage (status, players) | edit/delete entries        |
 * |----------------------------------|-------------------|------------------------|------|--------------------------|----------------------------|
 * | game master (its creator)        | yes               | all                    | yes  | yes                      | any, any time              |
 * | player                           | yes               | own and sent to them   | yes  | no                       | own, for 5 minutes         |
 * | story owner, not at the table    | yes               | none                   | no   | no                       | no                         |
 * | anyone else (admins included)    | 404               |                        |      |                          |                            |
 *
 * A session is started by the story's owner or a collaborator whose role may join writing
 * sessions (the plan rule is the entitlements table's `playSessions`). A player removed from
 * the table is 'anyone else' from that moment on. Posting needs the session to be Live.
 */
type Caller = { id: string };

export const SESSION_NOT_FOUND = 'Play session not found';
export const ENTRY_NOT_FOUND = 'Entry not found';
export const STORY_NOT_FOUND = 'Story not found';

export const isGameMaster = (s: SessionRow, user: Caller) => s.gameMasterId === user.id;
export const isPlayer = (s: SessionRow, user: Caller) => s.players.some((p) => p.id === user.id);
export const isAtTable = (s: SessionRow, user: Caller) => isGameMaster(s, user) || isPlayer(s, user);
export const canSeeSession = (s: SessionRow, user: Caller) =>
  isAtTable(s, user) || s.storyOwnerId === user.id;

export function assertSessionId(id: string): void {
  if (!isUuid(id)) throw notFound(SESSION_NOT_FOUND);
}

export function assertCanSeeSession(s: SessionRow | undefined, user: Caller): SessionRow {
  if (!s || !canSeeSession(s, user)) throw notFound(SESSION_NOT_FOUND);
  return s;
}

export function assertGameMaster(s: SessionRow | undefined, user: Caller): SessionRow {
  const seen = assertCanSeeSession(s, user);
  if (!isGameMaster(seen, user)) throw forbidden('Only the game master can change this session');
  return seen;
}

export function assertMayPost(s: SessionRow | undefined, user: Caller): SessionRow {
  const seen = assertCanSeeSession(s, user);
  if (!isAtTable(seen, user)) throw forbidden('Only the game master and the players can post here');
  if (seen.status !== 'Live') throw conflict('This session is not live. The game master starts it.');
  return seen;
}

/** Stories whose workspace the caller may read: the owner and every collaborator. */
export function assertCanSeeStory(story: StoryStanding | undefined, user: Caller): StoryStanding {
  if (!story || (story.ownerId !== user.id && story.role === null)) throw notFound(STORY_NOT_FOUND);
  return story;
}

/** Starting a session: the owner, or a collaborator whose role may join writing sessions. */
export function assertMayStartSession(story: StoryStanding | undefined, user: Caller): StoryStanding {
  const seen = assertCanSeeStory(story, user);
  if (seen.ownerId !== user.id && !rightsOfRole(seen.role ?? '').writeChapters)
    throw forbidden('Your role on this story cannot start a play session');
  return seen;
}

export function sessionAbilities(s: SessionRow, user: Caller) {
  return { manage: isGameMaster(s, user), post: isAtTable(s, user) && s.status === 'Live' };
}

/** Whether the viewer may see a whisper: its poster, its recipients and the game master. */
export function canSeeEntry(
  s: SessionRow,
  e: Pick<EntryRow, 'kind' | 'authorId' | 'whisperTo'>,
  user: Caller,
) {
  if (e.kind !== 'Whisper') return canSeeSession(s, user);
  return isGameMaster(s, user) || e.authorId === user.id || (e.whisperTo ?? []).some((p) => p.id === user.id);
}

export function entryAbilities(s: SessionRow, e: EntryRow, user: Caller, now = Date.now()) {
  const mine =
    e.authorId === user.id && isAtTable(s, user) && now - e.createdAt.getTime() <= PLAY_EDIT_WINDOW_MS;
  const may = isGameMaster(s, user) || mine;
  return { edit: may && e.kind !== 'Roll', delete: may };
}

export function assertMayChangeEntry(
  s: SessionRow,
  e: EntryRow | undefined,
  user: Caller,
  action: 'edit' | 'delete',
) {
  if (!e || e.sessionId !== s.id || !canSeeEntry(s, e, user)) throw notFound(ENTRY_NOT_FOUND);
  if (!entryAbilities(s, e, user)[action]) {
    throw forbidden(
      e.kind === 'Roll' && action === 'edit'
        ? 'A roll cannot be edited'
        : 'Only the game master, or the poster within 5 minutes, can change this entry',
    );
  }
  return e;
}
