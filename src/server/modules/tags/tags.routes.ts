import {
  tagMergeResultSchema,
  tagMergeSchema,
  tagSlugParamsSchema,
  tagStoriesPageSchema,
  tagStoriesQuerySchema,
  tagSuggestionsSchema,
  tagSuggestQuerySchema,
} from '@common/schemas/tags';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { tagsServiceFor } from './tags.service';

const common = { tags: ['tags'] };

/**
 * Tags (issue 25): suggestions while typing, a tag's page of published stories (guests welcome),
 * and the admins' merge (session only: no API token acts as an admin; 404 to anyone else).
 */
export async function tagsRoutes(app: AppInstance) {
  const tags = tagsServiceFor(app.ctx.database.db);
  // Unpublishing a story or merging a tag must show at once: no shared cache keeps these answers.
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/tags/suggest',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        summary: 'Tags starting with the typed text, most used first',
        querystring: tagSuggestQuerySchema,
        response: { 200: tagSuggestionsSchema, ...errorResponses },
      },
    },
    async (request) => tags.suggest(request.query.q, request.query.limit),
  );

  app.get(
    '/api/v1/tags/:slug/stories',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        summary: "A tag's published stories, newest published first",
        params: tagSlugParamsSchema,
        querystring: tagStoriesQuerySchema,
        response: { 200: tagStoriesPageSchema, ...errorResponses },
      },
    },
    async (request) => tags.stories(request.params.slug, request.query.limit, request.query.cursor),
  );

  app.post(
    '/api/v1/admin/tags/merge',
    {
      preValidation: authenticate,
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'Merge one tag into another (admins)',
        body: tagMergeSchema,
        response: { 200: tagMergeResultSchema, ...errorResponses },
      },
    },
    async (request) => tags.merge(await requireUser(request), request.body),
  );
}
