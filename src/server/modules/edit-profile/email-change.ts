import { APIError } from 'better-auth/api';
import type { Auth } from '../../auth/create-auth';

/**
 * The two better-auth calls behind an e-mail change, made on behalf of the signed-in caller
 * (their session cookie). better-auth's change-email endpoint is never reachable from outside;
 * this module checks the current password first, so a stolen session alone cannot move the
 * account to another mailbox.
 */
export function createEmailChange(auth: Auth) {
  const headersOf = (cookie: string) => new Headers({ cookie });
  return {
    /** True when `password` is the caller's current password. */
    async verifyPassword(cookie: string, password: string): Promise<boolean> {
      try {
        await auth.api.verifyPassword({ headers: headersOf(cookie), body: { password } });
        return true;
      } catch (err) {
        if (err instanceof APIError && err.statusCode < 500) return false;
        throw err;
      }
    },

    /**
     * Mails a confirmation link to `newEmail`; the account's address changes only when it is
     * followed (GET EMAIL_CHANGE_CONFIRM_PATH). An address that already has an account gets no
     * mail and the answer is the same, so this cannot be used to find out who is registered.
     */
    async request(cookie: string, newEmail: string): Promise<void> {
      await auth.api.changeEmail({ headers: headersOf(cookie), body: { newEmail } });
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
