import { forbidden, notFound } from '../../../errors';
import { isUuid } from '../../../db/cursor-codec';
import { assertCanSeeSession, isGameMaster } from '../play-sessions.policy';
import type { SessionRow } from '../play-sessions.repository';

/**
 * Who may see and decide the names proposed from a session's log:
 *
 * | who                               | see proposals and evidence | find names, accept, link, dismiss |
 * |-----------------------------------|----------------------------|-----------------------------------|
 * | game master                       | yes                        | yes                               |
 * | story owner (at the table or not) | yes                        | yes                               |
 * | player                            | yes                        | no (403)                          |
 * | anyone else (admins included)     | 404                        | 404                               |
 *
 * Evidence is never read from whispers (name-extract.ts), so what a participant sees holds only
 * lines every participant sees.
 */
type Caller = { id: string };

export const PROPOSAL_NOT_FOUND = 'Proposal not found';

export const mayManageProposals = (s: SessionRow, user: Caller) =>
  isGameMaster(s, user) || s.storyOwnerId === user.id;

export function assertMaySeeProposals(s: SessionRow | undefined, user: Caller): SessionRow {
  return assertCanSeeSession(s, user);
}

export function assertMayManageProposals(s: SessionRow | undefined, user: Caller): SessionRow {
  const seen = assertCanSeeSession(s, user);
  if (!mayManageProposals(seen, user))
    throw forbidden("Only the game master or the story's owner can decide proposals");
  return seen;
}

export function assertProposalId(id: string): void {
  if (!isUuid(id)) throw notFound(PROPOSAL_NOT_FOUND);
}
