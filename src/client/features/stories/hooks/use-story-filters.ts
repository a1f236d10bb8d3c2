import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MY_STORIES_GENRE_FILTER, type StoryStatus } from '@common/constants';
import { useDebouncedSearchParam, useSearchParam } from '@client/components/ui/use-search-param';
import type { StoryListFilters } from '../api/get-my-stories';

/**
 * The status filter's choices (SPEC section 2). Planning, Active and Complete are the story's
 * writing status. 'Published' is mostly the publication state of SPEC section 4 rather than a
 * writing status: the list sends `status=Published`, and the stories API answers with every
 * story that is published (Public with a publication status) or whose status is 'Published'.
 */
export const MY_STORIES_STATUS_FILTER = [
  'Planning',
  'Active',
  'Complete',
  'Published',
] as const satisfies readonly StoryStatus[];

const SEARCH_DELAY_MS = 350;
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

/**
 * The My Stories filters, kept in the address (?q=&genre=&status=) so Back, reload and a shared
 * link show the same list. The search box updates at once; the address and the query follow
 * after a pause in typing. Unknown values in the address count as "All".
 */
export function useStoryFilters() {
  const search = useDebouncedSearchParam('q', SEARCH_DELAY_MS);
  const [genreParam, setGenre] = useSearchParam('genre');
  const [statusParam, setStatus] = useSearchParam('status');
  const [, setParams] = useSearchParams();
  const genre = oneOf(MY_STORIES_GENRE_FILTER, genreParam);
  const status = oneOf(MY_STORIES_STATUS_FILTER, statusParam);

  const filters = useMemo<StoryListFilters>(
    () => ({ q: search.value || undefined, genre, status }),
    [search.value, genre, status],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return {
    filters,
    isFiltered: Boolean(search.value || genre || status),
    search: search.draft,
    setSearch: search.setDraft,
    genre: genre ?? '',
    setGenre,
    status: status ?? '',
    setStatus,
    clear,
  };
}
