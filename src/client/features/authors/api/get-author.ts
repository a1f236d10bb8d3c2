import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorProfile } from '@common/schemas/social';
import { api } from '@client/lib/api';
import { authorKeys, authorPath } from './author-keys';

/** GET /api/v1/authors/:username: the public profile with counts and the caller's flags. */
export function getAuthor(username: string): Promise<AuthorProfile> {
  return api<AuthorProfile>(authorPath(username));
}

export const authorQuery = (username: string) =>
  queryOptions({ queryKey: authorKeys.profile(username), queryFn: () => getAuthor(username) });

export const useAuthor = (username: string) => useQuery(authorQuery(username));
