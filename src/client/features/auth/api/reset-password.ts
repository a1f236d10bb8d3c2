import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { currentUserKey } from '@client/lib/session';

export type ResetPasswordInput = { token: string; newPassword: string };

/**
 * POST /api/v1/auth/reset-password. Fails with ApiError 400 INVALID_TOKEN for an unknown,
 * used or expired token. The server signs the account out everywhere on success.
 */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api('/api/v1/auth/reset-password', { method: 'POST', body: input });
}

/** Sets a new password; afterwards the current user is fetched again (its sessions are gone). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
