import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput, DeleteAccountResult } from '@common/schemas/account';
import { api } from '@client/lib/api';
import { currentUserKey } from '@client/lib/session';

/**
 * DELETE /api/v1/me. On success the server has ended every session and cleared the cookie; the
 * cached user becomes null and every other cached query of the old account is dropped.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<DeleteAccountResult>('/api/v1/me', { method: 'DELETE', body: input }),
    onSuccess: () => {
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
    },
  });
}
