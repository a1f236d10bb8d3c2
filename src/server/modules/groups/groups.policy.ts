import type { GroupAbilities, GroupPrivacy, GroupRole, ViewerStanding } from '@common/schemas/groups';
import { conflict, forbidden, notFound, unauthenticated } from '../../errors';
import { isUuid } from '../../db/keyset-cursor';
import { REFUSALS } from '@common/entitlement-refusals';
import { assertCan } from '../entitlements/entitlements.policy';

/**
 * Who may see and do what in a group (issue 12; SPEC sections 4 and 6). Checked on the server
 * only; the client gets the outcome as `abilities`.
 *
 * Visibility:
 * - Public: everything (about, members, board, shared worlds, reading list) is readable by anyone,
 *   signed in or not.
 * - Private: the about part (name, description, category, picture, member count) is readable by
 *   anyone, so people can find it and ask to join; its members, board, shared worlds and reading
 *   list answer 404 to anyone who is not a member.
 * - Invite Only: the whole group answers 404 to anyone who is neither a member nor invited; it is
 *   never listed on Find Groups.
 *
 * Roles: Admins edit and delete the group, change roles and remove members; Admins and Moderators
 * approve or decline join requests, invite people, and pin, lock and delete threads and replies;
 * any member posts (not in a locked thread, unless they moderate), adds to the reading list and
 * deletes their own posts. A group always keeps an Admin: the last one may neither leave nor step
 * down (409). Creating a group is a plan feature (SPEC section 6: entitlements).
 */
export const GROUP_NOT_FOUND = 'Group not found';
export const THREAD_NOT_FOUND = 'Thread not found';
export const LAST_ADMIN_MESSAGE =
  'You are the last admin of this group. Make another member an admin first, or delete the group.';
export const LOCKED_MESSAGE = 'This thread is locked';
export const CREATE_GROUP_REFUSED = REFUSALS.createGroup.message;

type GroupFacts = { privacyLevel: GroupPrivacy | string };
type Viewer = { id: string } | null;

export const moderates = (role: GroupRole | null) => role === 'Admin' || role === 'Moderator';
export const administers = (role: GroupRole | null) => role === 'Admin';

/** Whether the group shows at all (the about part). */
export const canSeeGroup = (g: GroupFacts, s: ViewerStanding) =>
  g.privacyLevel !== 'Invite Only' || s.role !== null || s.invited;

/** Whether members, board, shared worlds and reading list show. */
export const canSeeContents = (g: GroupFacts, s: ViewerStanding) =>
  g.privacyLevel === 'Public' || s.role !== null;

export function groupAbilities(g: GroupFacts, s: ViewerStanding, viewer: Viewer): GroupAbilities {
  const signedIn = viewer !== null;
  const outside = signedIn && s.role === null;
  return {
    viewContents: canSeeContents(g, s),
    join: outside && (g.privacyLevel === 'Public' || s.invited),
    requestToJoin: outside && g.privacyLevel === 'Private' && !s.invited && !s.requested,
    acceptInvitation: outside && s.invited,
    leave: s.role !== null,
    post: s.role !== null,
    moderate: moderates(s.role),
    administer: administers(s.role),
  };
}

/** A syntactically impossible id is answered like a missing group. */
export function assertGroupId(id: string, message = GROUP_NOT_FOUND): void {
  if (!isUuid(id)) throw notFound(message);
}

export function assertCanSeeGroup<G extends GroupFacts>(g: G | undefined, s: ViewerStanding): G {
  if (!g || !canSeeGroup(g, s)) throw notFound(GROUP_NOT_FOUND);
  return g;
}

export function assertCanSeeContents<G extends GroupFacts>(g: G | undefined, s: ViewerStanding): G {
  if (!g || !canSeeContents(g, s)) throw notFound(GROUP_NOT_FOUND);
  return g;
}

export function assertMember(s: ViewerStanding): GroupRole {
  if (s.role === null) throw forbidden('Join this group first');
  return s.role;
}

export function assertModerator(s: ViewerStanding): void {
  if (!moderates(s.role)) throw forbidden('Only admins and moderators of this group can do that');
}

export function assertAdmin(s: ViewerStanding): void {
  if (!administers(s.role)) throw forbidden('Only admins of this group can do that');
}

/** SPEC section 6: 403 for every tier without the createGroup feature. */
export function assertMayCreateGroup(tier: string | undefined): void {
  if (tier === undefined) throw unauthenticated();
  assertCan(tier, 'createGroup');
}

/** 409 when `role` is the group's only Admin and is about to stop being one. */
export function assertNotLastAdmin(role: GroupRole, adminCount: number): void {
  if (role === 'Admin' && adminCount <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

export function assertMayReply(locked: boolean, s: ViewerStanding): void {
  assertMember(s);
  if (locked && !moderates(s.role)) throw forbidden(LOCKED_MESSAGE);
}

/** Authors delete their own posts; admins and moderators delete any. */
export const mayDeletePost = (authorId: string, s: ViewerStanding, viewer: Viewer) =>
  viewer !== null && s.role !== null && (authorId === viewer.id || moderates(s.role));
