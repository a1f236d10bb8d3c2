import type { LibrarySearchPage } from '@common/schemas/library';
import { toStoryCard } from '../library/story-card';
import { assertAdvancedFilters } from './advanced-search.policy';
import type { Db } from '../../db/client';
import {
  createAdvancedSearchRepository,
  type AdvancedSearchFilter,
  type AdvancedSearchRepository,
} from './advanced-search.repository';
import { decodePage, encodePage, MAX_SEARCH_PAGE, type LibrarySearchParams } from './search.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who searches: the plan decides, the id hides what they read or muted. */
type Searcher = { id: string; subscriptionTier: string } | null;

/**
 * The library search with advanced filters (issue 25): the same pages and cards as the plain
 * search (search.service.ts), for plans with advancedFilters (advanced-search.policy.ts). Tag
 * slugs resolve to canonical tags first; an included slug that is no tag matches nothing, an
 * excluded one excludes nothing. The marketplace's story tabs use it too, with a capped count.
 */
export function createAdvancedSearchService(
  repo: AdvancedSearchRepository,
  now: () => Date = () => new Date(),
) {
  /** The parameters resolved to one filter; refuses plans without advanced filters first. */
  const filterOf = async (caller: Searcher, params: LibrarySearchParams): Promise<AdvancedSearchFilter> => {
    assertAdvancedFilters(caller);
    const include = params.tags ?? [];
    const exclude = params.excludeTags ?? [];
    const ids = await repo.canonicalTagIds([...include, ...exclude]);
    return {
      q: params.q,
      genre: params.genre,
      status: params.status,
      exclusive: params.exclusive,
      includeTagIds: include.every((slug) => ids.has(slug))
        ? [...new Set(include.map((slug) => ids.get(slug)!))]
        : null,
      excludeTagIds: [...new Set(exclude.flatMap((slug) => ids.get(slug) ?? []))],
      ratings: params.ratings,
      excludeWarnings: params.excludeWarnings,
      language: params.language,
      minWords: params.minWords,
      maxWords: params.maxWords,
      progress: params.progress,
      updatedSince:
        params.updatedWithin === undefined
          ? undefined
          : new Date(now().getTime() - params.updatedWithin * DAY_MS),
      minRating: params.minRating,
      minRatings: params.minRatings,
      hideReadBy: params.hideRead ? caller!.id : undefined,
      hideMutedBy: params.hideMuted ? caller!.id : undefined,
    };
  };

  const pageOf = async (filter: AdvancedSearchFilter, params: LibrarySearchParams) => {
    const page = params.cursor ? decodePage(params.cursor) : (params.page ?? 1);
    const rows = await repo.search(
      filter,
      params.sort ?? 'popular',
      (page - 1) * params.limit,
      params.limit + 1,
    );
    const hasMore = rows.length > params.limit && page < MAX_SEARCH_PAGE;
    return {
      items: rows.slice(0, params.limit).map(toStoryCard),
      nextCursor: hasMore ? encodePage(page + 1) : null,
      page,
    };
  };

  return {
    async search(caller: Searcher, params: LibrarySearchParams): Promise<LibrarySearchPage> {
      return pageOf(await filterOf(caller, params), params);
    },

    /** A page with the number of matches, counted up to `cap` (the marketplace's story tabs). */
    async searchCounted(caller: Searcher, params: LibrarySearchParams, cap: number) {
      const filter = await filterOf(caller, params);
      const [page, count] = await Promise.all([pageOf(filter, params), repo.count(filter, cap)]);
      return { ...page, count };
    },
  };
}

export type AdvancedSearchService = ReturnType<typeof createAdvancedSearchService>;

/** The advanced search over this database, for other modules' routes (the marketplace's story tabs). */
export const advancedSearchFor = (db: Db): AdvancedSearchService =>
  createAdvancedSearchService(createAdvancedSearchRepository(db));
