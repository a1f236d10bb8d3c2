import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alias, CreateAliasInput } from '@common/schemas/aliases';
import { api } from '@client/lib/api';
import { aliasesKeys } from './aliases-keys';

/** POST /api/v1/me/aliases; 409 'This alias is already taken', 400 with the SPEC's length messages. */
export function createAlias(input: CreateAliasInput): Promise<Alias> {
  return api<Alias>('/api/v1/me/aliases', { method: 'POST', body: input });
}

/** PUT /api/v1/me/aliases/:id/primary: this alias becomes the primary one, the others lose the flag. */
export function setPrimaryAlias(id: string): Promise<Alias> {
  return api<Alias>(`/api/v1/me/aliases/${encodeURIComponent(id)}/primary`, { method: 'PUT' });
}

/** DELETE /api/v1/me/aliases/:id. */
export function deleteAlias(id: string): Promise<void> {
  return api<void>(`/api/v1/me/aliases/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** SPEC section 4: after create, set primary or delete, the list is fetched again. */
function useAliasMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aliasesKeys.mine }),
  });
}

export const useCreateAlias = () => useAliasMutation(createAlias);
export const useSetPrimaryAlias = () => useAliasMutation(setPrimaryAlias);
export const useDeleteAlias = () => useAliasMutation(deleteAlias);
