import type { LibrarySearchPage } from '@common/schemas/library';
import { toStoryCard } from '../library/story-card';
import type { SessionUser } from '../../auth/session';
import { assertAdvancedFilters } from './advanced-search.policy';
import type { AdvancedSearchRepository } from './advanced-search.repository';
import { decodePage, encodePage, MAX_SEARCH_PAGE, type LibrarySearchParams } from './search.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The library search with advanced filters (issue 25): the same pages and cards as the plain
 * search (search.service.ts), for plans with advancedFilters (advanced-search.policy.ts). Tag
 * slugs resolve to canonical tags first; an included slug that is no tag matches nothing, an
 * excluded one excludes nothing.
 */
export function createAdvancedSearchService(
  repo: AdvancedSearchRepository,
  now: () => Date = () => new Date(),
) {
  return {
    async search(caller: SessionUser | null, params: LibrarySearchParams): Promise<LibrarySearchPage> {
      assertAdvancedFilters(caller);
      const page = params.cursor ? decodePage(params.cursor) : (params.page ?? 1);
      const include = params.tags ?? [];
      const exclude = params.excludeTags ?? [];
      const ids = await repo.canonicalTagIds([...include, ...exclude]);
      const includeTagIds = include.every((slug) => ids.has(slug))
        ? [...new Set(include.map((slug) => ids.get(slug)!))]
        : null;
      const excludeTagIds = [...new Set(exclude.flatMap((slug) => ids.get(slug) ?? []))];
      const rows = await repo.search(
        {
          q: params.q,
          genre: params.genre,
          status: params.status,
          exclusive: params.exclusive,
          includeTagIds,
          excludeTagIds,
          ratings: params.ratings,
          excludeWarnings: params.excludeWarnings,
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
        },
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
    },
  };
}
