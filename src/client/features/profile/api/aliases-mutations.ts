import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alias, CreateAliasInput, UpdateAliasInput } from '@common/schemas/aliases';
import { api } from '@client/lib/api';
import { aliasesKeys } from './aliases-keys';

/** POST /api/v1/me/aliases; 409 'This alias is already taken', 400 with the SPEC's length messages. */
export function createAlias(input: CreateAliasInput): Promise<Alias> {
  return api<Alias>('/api/v1/me/aliases', { method: 'POST', body: input });
}

/**
 * PATCH /api/v1/me/aliases/:id with any of alias, visibility, isPrimary; 409 'This alias is already
 * taken' (the alias itself excluded), 404 'Alias not found' when it is gone or not the caller's.
 */
export function updateAlias({ id, patch }: { id: string; patch: UpdateAliasInput }): Promise<Alias> {
  return api<Alias>(`/api/v1/me/aliases/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

/** PUT /api/v1/me/aliases/:id/primary: this alias becomes the primary one, the others lose the flag. */
export function setPrimaryAlias(id: string): Promise<Alias> {
  return api<Alias>(`/api/v1/me/aliases/${encodeURIComponent(id)}/primary`, { method: 'PUT' });
}

/** DELETE /api/v1/me/aliases/:id. */
export function deleteAlias(id: string): Promise<void> {
  return api<void>(`/api/v1/me/aliases/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * SPEC section 4: after any change the list is fetched again. The refetch is awaited before the
 * mutation settles, so a dialog that closes on success closes over the updated list.
 */
function useAliasMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aliasesKeys.mine }),
  });
}

export const useCreateAlias = () => useAliasMutation(createAlias);
export const useUpdateAlias = () => useAliasMutation(updateAlias);
export const useSetPrimaryAlias = () => useAliasMutation(setPrimaryAlias);
export const useDeleteAlias = () => useAliasMutation(deleteAlias);
