import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { isCommonPassword } from '../common-passwords';
import { emailSchema, usernameSchema } from './user';

export const PASSWORD_MESSAGES = {
  tooCommon: 'This password is one of the most commonly used. Please choose a less common one.',
} as const;

/**
 * A new password (sign-up, reset): 8 to 128 characters (OWASP ASVS) and not one of the 10,000
 * most common passwords, compared case-insensitively (common-passwords.ts). The spec shows no
 * format rule. Sign-in uses loginSchema, so an existing password keeps working.
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => !isCommonPassword(value), { message: PASSWORD_MESSAGES.tooCommon, abort: true });

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
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** What the server's sign-up endpoint accepts: the form minus the confirmation fields. */
export const signUpRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const resendConfirmationSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address first.').pipe(z.email('Please enter a valid email address')),
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

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
