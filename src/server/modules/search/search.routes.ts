import { librarySearchPageSchema, librarySearchQuerySchema } from '@common/schemas/library';
import type { AppInstance } from '../../app-types';
import { precompiledSerializer } from '../../http/compiled-serializer';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { errorResponses } from '../../http/route-kit';

/** GET /api/v1/library/search: published stories by text, genre and status. Guests welcome. */
export async function searchRoutes(app: AppInstance) {
  const search = createSearchService(createSearchRepository(app.ctx.database.db));

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
      // Identical for everyone; a short shared cache absorbs bursts of the same query.
      reply.header('cache-control', 'public, max-age=30');
      return search.search(request.query);
    },
  );
}
