import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '@client/lib/session';
import { billingKeys } from './billing-keys';

/**
 * A billing change: once it settles, billing and the current user are fetched again, so the
 * navigation's tier label and every billing panel show the new state.
 */
export function useBillingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
