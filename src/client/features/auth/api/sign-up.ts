import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api';

export type SignUpInput = { username: string; email: string; password: string };

/**
 * POST /api/v1/auth/sign-up/email. The account starts unconfirmed and no session is returned:
 * the user has to follow the link in the confirmation e-mail first.
 */
export async function signUp({ username, email, password }: SignUpInput): Promise<void> {
  await api('/api/v1/auth/sign-up/email', { method: 'POST', body: { name: username, email, password } });
}

/** Creates an account; on success the screen asks the user to check their e-mail. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
