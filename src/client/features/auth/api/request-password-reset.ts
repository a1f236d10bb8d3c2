import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api';

/** The screen the reset link opens (the server appends ?token=... or ?error=...). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * POST /api/v1/auth/request-password-reset. Succeeds whether or not the address has an account,
 * so the screen never tells who is registered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await api('/api/v1/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PASSWORD_PATH },
  });
}

/** Asks for a password-reset e-mail. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
