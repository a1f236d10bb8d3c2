import type { CurrentUser } from '@common/schemas/user';
import type { ProfileUpdateInput } from '@common/schemas/profile-update';

/** What the edit profile form holds: the text fields, the picture and (for an e-mail change) the password. */
export type ProfileEditValues = {
  username: string;
  email: string;
  bio: string;
  profileImage: string | null;
  currentPassword: string;
};

export function initialValues(user: CurrentUser): ProfileEditValues {
  return {
    username: user.username,
    email: user.email,
    bio: user.bio,
    profileImage: user.profileImage,
    currentPassword: '',
  };
}

/** SPEC section 4: the e-mail counts as changed when it differs after trimming, in any case. */
export function emailChanged(values: ProfileEditValues, saved: CurrentUser): boolean {
  return values.email.trim().toLowerCase() !== saved.email.toLowerCase();
}

/** SPEC section 4: dirty when username, email or bio differs, or a new picture was picked (or it was removed). */
export function isDirty(values: ProfileEditValues, saved: CurrentUser): boolean {
  return (
    values.username !== saved.username ||
    values.email !== saved.email ||
    values.bio !== saved.bio ||
    values.profileImage !== saved.profileImage
  );
}

/** SPEC section 3 profile update payload: bio null when empty; the password only with an e-mail change. */
export function toPayload(values: ProfileEditValues, saved: CurrentUser): ProfileUpdateInput {
  return {
    username: values.username,
    email: values.email,
    bio: values.bio.trim() === '' ? null : values.bio,
    profileImage: values.profileImage,
    ...(emailChanged(values, saved) ? { currentPassword: values.currentPassword } : {}),
  };
}
