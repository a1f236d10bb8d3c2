import { z } from 'zod';
import { ALIAS_MAX, ALIAS_MIN, BIO_MAX, TIERS, USERNAME_MAX, USERNAME_MIN } from '../constants';

/** SPEC section 5, username rules and their exact messages (the max check is length above 30). */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be less than ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, hyphens, and underscores');

/** SPEC section 5, e-mail rules and their exact messages. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

/** SPEC section 5: optional, at most 500 characters. */
export const bioSchema = z.string().max(BIO_MAX, `Bio must be less than ${BIO_MAX} characters`);

/** SPEC section 5, alias rules and their exact messages. Stored lowercase. */
export const aliasSchema = z
  .string({ error: 'Alias cannot be empty' })
  .trim()
  .min(1, 'Alias cannot be empty')
  .min(ALIAS_MIN, `Alias must be between ${ALIAS_MIN} and ${ALIAS_MAX} characters`)
  .max(ALIAS_MAX, `Alias must be between ${ALIAS_MIN} and ${ALIAS_MAX} characters`)
  .transform((v) => v.toLowerCase());

/** The signed-in user as the client sees it (SPEC section 3, client-side shapes). */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  bio: z.string(),
  profileImage: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  isAdmin: z.boolean(),
  joinDate: z.string(),
  userLevel: z.number().int(),
  experiencePoints: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
