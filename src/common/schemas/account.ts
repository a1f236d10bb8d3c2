import { z } from 'zod';

/**
 * Account data and deletion (issue 5): GET /api/v1/me/export answers one zip archive of
 * everything the caller created or owns; DELETE /api/v1/me removes the account after the caller
 * typed their username.
 */
export const ACCOUNT_MESSAGES = {
  confirmRequired: 'Type your username to confirm',
  confirmMismatch: 'The username you typed does not match your account',
  deleted: 'Your account has been deleted.',
  exportFailed: 'Could not prepare your data. Please try again.',
} as const;

/**
 * DELETE /api/v1/me. `confirmUsername` must equal the caller's username exactly (after trimming
 * surrounding spaces): deleting cannot be undone, so a near miss in case is refused too.
 */
export const deleteAccountSchema = z.object({
  confirmUsername: z
    .string({ error: ACCOUNT_MESSAGES.confirmRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.confirmRequired)
    .max(100, ACCOUNT_MESSAGES.confirmMismatch),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const deleteAccountResultSchema = z.object({ status: z.literal(true), message: z.string() });
export type DeleteAccountResult = z.infer<typeof deleteAccountResultSchema>;

/** The export's file name: `inkforge-<username>-<YYYY-MM-DD>.zip` (UTC date). */
export function exportFileName(username: string, now = new Date()): string {
  return `inkforge-${username}-${now.toISOString().slice(0, 10)}.zip`;
}
