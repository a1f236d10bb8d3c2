import { can } from '@common/entitlements';
import { BETA_MESSAGES } from '@common/schemas/beta';
import { AppError, conflict, forbidden, notFound } from '../../errors';

/**
 * Who sees a beta read and its drafts. The story's owner ('author') and its collaborators see it
 * always; a reader only while they are active on it, the beta read is open and their plan has
 * beta access (Patron of the Arts: SPEC section 9 sells beta access to readers, so the reader's
 * side needs the plan; an author of any plan may open one). Anyone else, admins included, gets
 * the 404 of a missing beta read, so its drafts cannot be probed; the story's own routes keep
 * their rules (a beta read grants nothing there).
 */
export type BetaRole = 'author' | 'collaborator' | 'reader';
export type BetaStanding = {
  userId: string;
  tier: string;
  ownerId: string | null;
  isCollaborator: boolean;
  readerStatus: string | undefined;
  state: string;
};

export function roleOf(s: BetaStanding | undefined): BetaRole {
  if (!s) throw notFound(BETA_MESSAGES.notFound);
  if (s.ownerId === s.userId) return 'author';
  if (s.isCollaborator) return 'collaborator';
  if (s.readerStatus === 'active' && s.state === 'open' && can(s.tier, 'betaAccess')) return 'reader';
  throw notFound(BETA_MESSAGES.notFound);
}

/** The author's own steps (invite, approve, end); a collaborator or reader who sees it gets 403. */
export function assertAuthor(role: BetaRole) {
  if (role !== 'author') throw forbidden('Only the story’s author can do that.');
}

/** Resolving comments: the author's team. */
export function assertTeam(role: BetaRole) {
  if (role === 'reader') throw forbidden('Only the story’s author and collaborators can resolve comments.');
}

/** Commenting and answering: the readers. */
export function assertReader(role: BetaRole) {
  if (role !== 'reader') throw forbidden('Only beta readers comment on passages and answer questions.');
}

export function assertOpen(state: string) {
  if (state !== 'open') throw conflict(BETA_MESSAGES.ended);
}

/** A reader's plan must include beta access (for an invitation: the invitee's plan). */
export function assertReaderPlan(tier: string, username?: string) {
  if (can(tier, 'betaAccess')) return;
  throw new AppError(
    403,
    'UPGRADE_REQUIRED',
    username ? BETA_MESSAGES.readerPlan(username) : BETA_MESSAGES.plan,
  );
}

/** Applying: only to an open beta read taking applications, by a follower; else 404 (not probeable). */
export function assertMayApply(
  read: { state: string; allowApplications: boolean } | undefined,
  follows: boolean,
) {
  if (!read || !follows || !read.allowApplications || read.state !== 'open')
    throw notFound(BETA_MESSAGES.notFound);
}
