import { PROFILE_UPDATE_MESSAGES } from '@common/schemas/profile-update';
import { badRequest } from '../../errors';
import { assertOwnImage, type UploadedImages } from '../worlds/workspace-rules';

/**
 * Edit profile rules, checked on the server:
 * - the picture is null (removed), the one already saved, or the caller's own upload in the
 *   profile-images bucket (never someone else's file or an outside address);
 * - changing the e-mail needs the current password (checked by the service through better-auth).
 */
export function assertAvatarAllowed(
  images: UploadedImages,
  next: string | null,
  saved: string | null,
  userId: string,
): void {
  if (next === saved) return;
  assertOwnImage(images, next, 'profile-images', userId, 'profileImage');
}

export const currentPasswordRequired = () =>
  badRequest(PROFILE_UPDATE_MESSAGES.currentPasswordRequired, [
    { path: 'currentPassword', message: PROFILE_UPDATE_MESSAGES.currentPasswordRequired },
  ]);

export const wrongCurrentPassword = () =>
  badRequest(PROFILE_UPDATE_MESSAGES.wrongPassword, [
    { path: 'currentPassword', message: PROFILE_UPDATE_MESSAGES.wrongPassword },
  ]);
