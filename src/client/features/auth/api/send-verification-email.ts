import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api';

/** Where the confirmation link lands once the address is confirmed. */
export const CONFIRMED_CALLBACK_URL = '/login?confirmed=1';

/** POST /api/v1/auth/send-verification-email: sends the confirmation e-mail again. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await api('/api/v1/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: CONFIRMED_CALLBACK_URL },
  });
}

/** Resends the account confirmation e-mail to the given address. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
