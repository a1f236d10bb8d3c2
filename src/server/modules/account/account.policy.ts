import { ACCOUNT_MESSAGES } from '@common/schemas/account';
import { badRequest } from '../../errors';

/**
 * Deleting an account cannot be undone, so the caller must type their username exactly (the
 * schema trims surrounding spaces; case must match). 400 VALIDATION_ERROR otherwise, naming the
 * field so the form shows the message under it.
 */
/** The typed password was not the account's: 400 naming the field, nothing deleted. */
export const wrongDeletionPassword = () =>
  badRequest(ACCOUNT_MESSAGES.wrongPassword, [
    { path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword },
  ]);

export function assertDeletionConfirmed(username: string, confirmUsername: string): void {
  if (confirmUsername !== username) {
    throw badRequest(ACCOUNT_MESSAGES.confirmMismatch, [
      { path: 'confirmUsername', message: ACCOUNT_MESSAGES.confirmMismatch },
    ]);
  }
}
