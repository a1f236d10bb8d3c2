import { PROFILE_HIDDEN_CODE, type ProfileHiddenDetails } from '@common/schemas/privacy';
import { AppError, forbidden } from '../../errors';
import type { Audience } from './privacy.repository';

/**
 * What a user's privacy settings allow one viewer (pure rules; the service loads the facts):
 *
 * | setting            | value     | who passes                                           |
 * |--------------------|-----------|------------------------------------------------------|
 * | profile_visibility | public    | everyone, guests included                            |
 * |                    | followers | the owner and signed-in users who follow the owner   |
 * |                    | private   | the owner                                            |
 * | who_can_follow     | everyone  | any signed-in user (never oneself: follows.policy)   |
 * |                    | nobody    | nobody new; existing follows stay until removed      |
 * | who_can_comment    | everyone  | any signed-in reader of the owner's stories          |
 * |                    | followers | the owner and signed-in users who follow the owner   |
 * |                    | nobody    | the owner only (to answer on their own page)         |
 *
 * The owner always passes. Admins have no extra powers (docs/decisions.md).
 */
const isOwner = (a: Audience) => a.viewerId !== null && a.viewerId === a.ownerId;
const isFollower = (a: Audience) => a.viewerId !== null && a.viewerFollows;

export const PROFILE_PRIVATE_MESSAGE = "This author's profile is private";
export const PROFILE_FOLLOWERS_MESSAGE = 'Only followers of this author can see their profile';
export const NOT_ACCEPTING_FOLLOWERS_MESSAGE = 'This author is not accepting new followers';
export const COMMENTS_OFF_MESSAGE = 'The author has turned off comments on their stories';
export const COMMENTS_FOLLOWERS_MESSAGE = 'Only followers of the author can comment on this story';

export function mayFollow(a: Audience): boolean {
  return !isOwner(a) && a.settings.whoCanFollow === 'everyone';
}

/** Why the viewer may not see the owner's author page, or null when they may. */
export function profileHiddenReason(a: Audience): ProfileHiddenDetails | null {
  const { profileVisibility } = a.settings;
  if (isOwner(a) || profileVisibility === 'public') return null;
  if (profileVisibility === 'followers' && isFollower(a)) return null;
  return { visibility: profileVisibility, mayFollow: a.viewerId !== null && mayFollow(a) };
}

/** 403 PROFILE_HIDDEN (with the reason in `details`) unless the viewer may see the author page. */
export function assertMayViewProfile(a: Audience): void {
  const hidden = profileHiddenReason(a);
  if (!hidden) return;
  const message = hidden.visibility === 'private' ? PROFILE_PRIVATE_MESSAGE : PROFILE_FOLLOWERS_MESSAGE;
  throw new AppError(403, PROFILE_HIDDEN_CODE, message, hidden);
}

/**
 * 403 unless the owner accepts new followers; an existing follower following again is left
 * alone (the follow is idempotent). Following oneself is follows.policy's concern.
 */
export function assertAcceptsFollower(a: Audience): void {
  if (!isOwner(a) && !isFollower(a) && a.settings.whoCanFollow === 'nobody') {
    throw forbidden(NOT_ACCEPTING_FOLLOWERS_MESSAGE);
  }
}

/** Why the viewer may not comment on the owner's stories, or null when they may (guests: as a signed-in non-follower). */
export function commentRefusal(a: Audience): string | null {
  if (isOwner(a)) return null;
  switch (a.settings.whoCanComment) {
    case 'everyone':
      return null;
    case 'followers':
      return isFollower(a) ? null : COMMENTS_FOLLOWERS_MESSAGE;
    case 'nobody':
      return COMMENTS_OFF_MESSAGE;
  }
}
