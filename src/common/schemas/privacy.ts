import { z } from 'zod';
import {
  PROFILE_VISIBILITY,
  WHO_CAN_COMMENT,
  WHO_CAN_FOLLOW,
  type ProfileVisibility,
  type WhoCanComment,
  type WhoCanFollow,
} from '../constants';

/**
 * GET / PUT /api/v1/me/privacy: the signed-in user's privacy settings. PUT takes all three.
 * The server enforces them on author pages (and their story, review and follower lists),
 * follows and comments; owners always see their own page.
 */
export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITY, { error: 'Choose who can see your profile' }),
  whoCanFollow: z.enum(WHO_CAN_FOLLOW, { error: 'Choose who can follow you' }),
  whoCanComment: z.enum(WHO_CAN_COMMENT, { error: 'Choose who can comment on your stories' }),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** What a user has before they ever save the screen. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profileVisibility: 'public',
  whoCanFollow: 'everyone',
  whoCanComment: 'everyone',
};

/** Choice labels for the Manage Privacy screen. */
export const PROFILE_VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: 'Everyone',
  followers: 'Only my followers',
  private: 'Only me',
};
export const WHO_CAN_FOLLOW_LABELS: Record<WhoCanFollow, string> = {
  everyone: 'Everyone',
  nobody: 'Nobody',
};
export const WHO_CAN_COMMENT_LABELS: Record<WhoCanComment, string> = {
  everyone: 'Everyone',
  followers: 'Only my followers',
  nobody: 'Nobody',
};

/** Error code of an author page (or one of its lists) hidden by the author's profile visibility. */
export const PROFILE_HIDDEN_CODE = 'PROFILE_HIDDEN';
/** `details` of a PROFILE_HIDDEN error: why, and whether following would open the page. */
export const profileHiddenDetailsSchema = z.object({
  visibility: z.enum(['followers', 'private']),
  mayFollow: z.boolean(),
});
export type ProfileHiddenDetails = z.infer<typeof profileHiddenDetailsSchema>;
