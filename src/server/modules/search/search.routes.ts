import { librarySearchPageSchema, librarySearchQuerySchema } from '@common/schemas/library';
import { hasAdvancedFilter } from '@common/schemas/advanced-filters';
import type { AppInstance } from '../../app-types';
import { getSessionUser } from '../../auth/session';
import { precompiledSerializer } from '../../http/compiled-serializer';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { createAdvancedSearchRepository } from './advanced-search.repository';
import { createAdvancedSearchService } from './advanced-search.service';
import { errorResponses, PRIVATE_NO_STORE } from '../../http/route-kit';

/**
 * GET /api/v1/library/search: published stories by text, genre and status. Guests welcome. With
 * an advanced filter (issue 25) it is the caller's own search: plans with advancedFilters only,
 * on its own query path, never cached; without one, the tuned shared path is untouched.
 */
export async function searchRoutes(app: AppInstance) {
  const search = createSearchService(createSearchRepository(app.ctx.database.db));
  const advanced = createAdvancedSearchService(createAdvancedSearchRepository(app.ctx.database.db));

  app.get(
    '/api/v1/library/search',
    {
      config: { apiToken: 'allowed' },
      schema: {
        tags: ['library'],
        querystring: librarySearchQuerySchema,
        response: { 200: librarySearchPageSchema, ...errorResponses },
      },
      serializerCompiler: precompiledSerializer,
    },
    async (request, reply) => {
      if (hasAdvancedFilter(request.query)) {
        reply.header('cache-control', PRIVATE_NO_STORE);
        return advanced.search(await getSessionUser(request), request.query);
      }
      // Identical for everyone; a short shared cache absorbs bursts of the same query.
      reply.header('cache-control', 'public, max-age=30');
      return search.search(request.query);
    },
  );
}
