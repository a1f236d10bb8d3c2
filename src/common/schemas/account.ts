import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';

/**
 * Account data and deletion (issue 5): GET /api/v1/me/export answers one zip archive of
 * everything the caller created or owns; DELETE /api/v1/me removes the account after the caller
 * typed their username and their current password.
 */
export const ACCOUNT_MESSAGES = {
  confirmRequired: 'Type your username to confirm',
  confirmMismatch: 'The username you typed does not match your account',
  passwordRequired: 'Enter your current password to delete your account',
  wrongPassword: 'Your current password is not correct',
  deleted: 'Your account has been deleted.',
  exportFailed: 'Could not prepare your data. Please try again.',
} as const;

/**
 * DELETE /api/v1/me. `confirmUsername` must equal the caller's username exactly (after trimming
 * surrounding spaces): deleting cannot be undone, so a near miss in case is refused too.
 * `currentPassword` must be the account's password, so a session left open on a shared computer
 * is not enough to delete the account.
 */
export const deleteAccountSchema = z.object({
  confirmUsername: z
    .string({ error: ACCOUNT_MESSAGES.confirmRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.confirmRequired)
    .max(100, ACCOUNT_MESSAGES.confirmMismatch),
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.wrongPassword),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const deleteAccountResultSchema = z.object({ status: z.literal(true), message: z.string() });
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;

/** The export's file name: `inkforge-<username>-<YYYY-MM-DD>.zip` (UTC date). */
export function exportFileName(username: string, now = new Date()): string {
  return `inkforge-${username}-${now.toISOString().slice(0, 10)}.zip`;
}
