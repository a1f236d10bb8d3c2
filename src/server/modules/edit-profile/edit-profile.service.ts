import type { ProfileUpdateResult } from '@common/schemas/profile-update';
import { unauthenticated } from '../../errors';
import { usernameTaken } from '../../auth/auth-errors';
import { toCurrentUser } from '../users/users.service';
import type { UploadedImages } from '../worlds/workspace-rules';
import { UsernameTakenError, type EditProfileRepository } from './edit-profile.repository';
import { assertAvatarAllowed, currentPasswordRequired, wrongCurrentPassword } from './edit-profile.policy';
import type { EmailChange } from './email-change';

export type ProfileUpdate = {
  username: string;
  /** Lowercased by the schema. */
  email: string;
  bio: string | null;
  profileImage: string | null;
  currentPassword?: string;
};

/**
 * PATCH /api/v1/me/profile (SPEC section 4 save order, server side). Every check runs before
 * anything is written, so a refused save (taken username, foreign image, missing or wrong
 * password) changes nothing. Then username, bio and picture are saved, an e-mail change is
 * requested (the address itself changes only when the link mailed to it is followed), and a
 * replaced or removed picture of the user's is deleted from storage.
 */
export function createEditProfileService(
  repo: EditProfileRepository,
  images: UploadedImages,
  emailChange: EmailChange,
) {
  return {
    async update(userId: string, sessionCookie: string, input: ProfileUpdate): Promise<ProfileUpdateResult> {
      const saved = await repo.findById(userId);
      if (!saved) throw unauthenticated();

      if (input.username !== saved.username && (await repo.isUsernameTakenByOther(input.username, userId))) {
        throw usernameTaken();
      }
      assertAvatarAllowed(images, input.profileImage, saved.profileImage, userId);
      const emailChanges = input.email !== saved.email.toLowerCase();
      if (emailChanges) {
        if (!input.currentPassword) throw currentPasswordRequired();
        if (!(await emailChange.verifyPassword(sessionCookie, input.currentPassword)))
          throw wrongCurrentPassword();
      }

      let row;
      try {
        row = await repo.updateProfile(userId, {
          username: input.username,
          bio: input.bio ?? '',
          profileImage: input.profileImage,
        });
      } catch (err) {
        if (err instanceof UsernameTakenError) throw usernameTaken();
        throw err;
      }
      if (!row) throw unauthenticated();

      if (emailChanges) await emailChange.request(sessionCookie, input.email);
      if (saved.profileImage && saved.profileImage !== input.profileImage)
        await images.remove(saved.profileImage, userId);

      return { user: toCurrentUser(row), pendingEmail: emailChanges ? input.email : null };
    },
  };
}
