import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { isCommonPassword } from '../common-passwords';
import { emailSchema, usernameSchema } from './user';

export const PASSWORD_MESSAGES = {
  tooCommon: 'This password is one of the most commonly used. Please choose a less common one.',
  oneCharacter: 'Password must not be only spaces or one character repeated',
  demo: 'This is the published password of the demo accounts. Please choose your own.',
  isEmail: 'Password must not be your email address',
  isUsername: 'Password must not be your username',
} as const;

/** Letters and digits only, lowercased: 'InkForge-Demo!' and 'inkforge demo' both read 'inkforgedemo'. */
const bare = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** The demo accounts' password is in the README and the site's name is the first guess. */
const SITE_PASSWORDS = new Set(['inkforge', 'inkforgedemo', 'demoinkforge']);

/**
 * A new password (sign-up, reset): 8 to 128 characters (OWASP ASVS), not one of the 10,000 most
 * common passwords (compared case-insensitively, common-passwords.ts), not only spaces or one
 * character repeated, and not the site's name or the README's demo password (the demo seed
 * stores that one directly, so seeded accounts still sign in with it). The spec shows no format
 * rule. Sign-in uses loginSchema, so an existing password keeps working. The account's own
 * e-mail and username are refused by passwordIdentityIssue, where they are known.
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => !/^(.)\1*$/su.test(value) && value.trim() !== '', {
    message: PASSWORD_MESSAGES.oneCharacter,
    abort: true,
  })
  .refine((value) => !SITE_PASSWORDS.has(bare(value)), { message: PASSWORD_MESSAGES.demo, abort: true })
  .refine((value) => !isCommonPassword(value), { message: PASSWORD_MESSAGES.tooCommon, abort: true });

/**
 * Why `password` may not be the new password of this account, or undefined: it is the account's
 * e-mail address or username (ignoring case and surrounding spaces), the first things an
 * attacker who knows the account tries.
 */
export function passwordIdentityIssue(
  password: string,
  account: { email?: string; username?: string },
): string | undefined {
  const same = (other?: string) =>
    other !== undefined &&
    other.trim() !== '' &&
    password.trim().toLowerCase() === other.trim().toLowerCase();
  if (same(account.email)) return PASSWORD_MESSAGES.isEmail;
  if (same(account.username)) return PASSWORD_MESSAGES.isUsername;
  return undefined;
}

/** Adds passwordIdentityIssue to an object schema with `password`, `email` and a username field. */
const refusesOwnIdentity =
  (usernameKey: 'username' | 'name') =>
  (
    value: { password: unknown; email: unknown; username?: unknown; name?: unknown },
    ctx: z.core.$RefinementCtx,
  ) => {
    // Runs even when a field failed its own rule; then there is nothing to compare.
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const password = text(value.password);
    if (password === undefined) return;
    const message = passwordIdentityIssue(password, {
      email: text(value.email),
      username: text(value[usernameKey]),
    });
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
  };

/** Sign-in form (SPEC section 5): both fields required; the button stays disabled until then. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration form (SPEC section 3 client shape and section 5 rules). */
export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    agreeToTerms: z.literal(true, { error: 'You must agree to the terms' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .superRefine(refusesOwnIdentity('username'));
export type RegisterInput = z.infer<typeof registerSchema>;

/** What the server's sign-up endpoint accepts: the form minus the confirmation fields. */
export const signUpRequestSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
  })
  .superRefine(refusesOwnIdentity('username'));

/** The server's sign-up body (better-auth calls the username `name`), with the same rules. */
export const signUpBodySchema = z
  .object({ name: usernameSchema, email: emailSchema, password: passwordSchema })
  .superRefine(refusesOwnIdentity('name'));

export const resendConfirmationSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address first.')
    .pipe(z.email('Please enter a valid email address')),
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

/** SPEC section 8 messages for the account flows, used verbatim by server and screens. */
export const AUTH_MESSAGES = {
  emailNotConfirmed: 'Please check your email to confirm your account before logging in.',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  loginFailedDefault: 'Login failed',
  logoutFailed: 'Logout failed',
  registrationFailed: 'Registration failed',
  checkEmail: 'Please check your email to confirm your account',
  resetFailed: 'Password reset failed',
  resendNoEmail: 'Please enter your email address first.',
  resendSuccess: 'Confirmation email sent! Please check your inbox and spam folder.',
  resendFailed: 'Failed to resend confirmation email. Please try again.',
  resendFailedDefault: 'Failed to resend confirmation email',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;
