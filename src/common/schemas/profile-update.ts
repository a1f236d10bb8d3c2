import { z } from 'zod';
import { bioSchema, currentUserSchema, emailSchema, usernameSchema } from './user';

/**
 * Edit profile (SPEC sections 2, 3 and 5). The payload is the SPEC's profile update: username,
 * email, bio (null when empty) and the profile image (`profileImage`, camelCase like the rest of
 * the API). The image must be the caller's own upload in the profile-images bucket, or null to
 * remove it. A changed e-mail needs the current password and only takes effect once the new
 * address is confirmed from the link mailed to it.
 */

export const PROFILE_UPDATE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password to change your email',
  wrongPassword: 'Your current password is not correct',
  saveFailed: 'Failed to save profile. Please try again.',
  success: 'Profile updated successfully! Redirecting...',
  invalidImage: 'Invalid image URL',
  /** Shown beside the e-mail field while the address differs from the saved one. */
  emailChangeNote:
    'We will send a confirmation link to the new address. Your email changes once you follow it.',
} as const;

/** SPEC section 9: after a successful save the screen goes to /profile after 1.5 s. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/** The form's text fields as the user types them (bio as text; empty means none). */
export const profileFormSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  bio: bioSchema,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** PATCH /api/v1/me/profile. */
export const profileUpdateSchema = z.object({
  username: usernameSchema,
  email: emailSchema.transform((v) => v.toLowerCase()),
  bio: bioSchema.nullable(),
  profileImage: z
    .string()
    .min(1, PROFILE_UPDATE_MESSAGES.invalidImage)
    .max(1000, PROFILE_UPDATE_MESSAGES.invalidImage)
    .nullable(),
  /** Needed only when `email` differs from the saved address. */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The answer: the saved user, and the new address waiting for confirmation (null when none was asked). */
export const profileUpdateResultSchema = z.object({
  user: currentUserSchema,
  pendingEmail: z.string().nullable(),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;
