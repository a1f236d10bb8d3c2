import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/schemas/user';
import { api } from '@client/lib/api';
import { currentUserKey } from '@client/lib/session';

export type SignInInput = {
  email: string;
  password: string;
  /** false: the session cookie ends with the browser; true: it survives restarts. */
  rememberMe: boolean;
};

/**
 * POST /api/v1/auth/sign-in/email: sets the session cookie and answers with the signed-in user
 * (the same shape as GET /api/v1/me). Fails with ApiError 403 EMAIL_NOT_CONFIRMED,
 * 401 INVALID_CREDENTIALS or 429 RATE_LIMITED.
 */
export async function signIn(input: SignInInput): Promise<CurrentUser> {
  const { user } = await api<{ user: CurrentUser }>('/api/v1/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
  return user;
}

type Options = {
  /**
   * Runs right after the signed-in user is stored, in the same tick, so a navigation made here
   * lands before any guest-only guard re-renders with the new user.
   */
  onSignedIn?: (user: CurrentUser) => void;
};

/** Signs in and puts the fresh user into the current-user query. */
export function useSignIn({ onSignedIn }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      onSignedIn?.(user);
    },
  });
}
