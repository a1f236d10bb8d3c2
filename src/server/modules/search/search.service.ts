import type { z } from 'zod';
import type { LibrarySearchPage, librarySearchQuerySchema } from '@common/schemas/library';
import { badRequest } from '../../errors';
import { toStoryCard } from '../library/story-card';
import type { Db } from '../../db/client';
import { createSearchRepository, type SearchRepository } from './search.repository';

export type LibrarySearchParams = z.output<typeof librarySearchQuerySchema>;

/** The deepest page served: ranked results are cut by OFFSET, which grows with the page. */
export const MAX_SEARCH_PAGE = 1000;

export const encodePage = (page: number) => Buffer.from(`page:${page}`, 'utf8').toString('base64url');
export function decodePage(cursor: string): number {
  const match = /^page:(\d{1,4})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const page = match ? Number(match[1]) : 0;
  if (page < 1 || page > MAX_SEARCH_PAGE)
    throw badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  return page;
}

/**
 * The one search over the public library, for the library, the dashboard's Discover panel, the
 * community hub and the marketplace. Only published stories are ever returned. Ranked results
 * cannot be cut by a keyset, so pages are numbered: the cursor is an opaque page number.
 */
export function createSearchService(repo: SearchRepository) {
  return {
    async search(params: LibrarySearchParams): Promise<LibrarySearchPage> {
      const page = params.cursor ? decodePage(params.cursor) : (params.page ?? 1);
      const sort = params.sort ?? (params.q ? 'relevance' : 'popular');
      const rows = await repo.search(
        { q: params.q, genre: params.genre, status: params.status, exclusive: params.exclusive },
        sort,
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

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * The library search on its own database handle, for modules outside search: the server-drawn
 * /community (open-web) draws the same first page of Discover Stories the API then answers.
 */
export const librarySearchFor = (db: Db): SearchService => createSearchService(createSearchRepository(db));
