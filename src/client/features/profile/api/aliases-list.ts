import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alias } from '@common/schemas/aliases';
import { api } from '@client/lib/api';
import { aliasesKeys } from './aliases-keys';

/** GET /api/v1/me/aliases: the signed-in user's aliases, primary first. */
export async function getMyAliases(): Promise<Alias[]> {
  return (await api<{ items: Alias[] }>('/api/v1/me/aliases')).items;
}

export const myAliasesQuery = queryOptions({ queryKey: aliasesKeys.mine, queryFn: getMyAliases });

export function useMyAliases() {
  return useQuery(myAliasesQuery);
}
