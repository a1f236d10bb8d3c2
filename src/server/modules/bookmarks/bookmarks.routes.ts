import { z } from 'zod';
import { bookmarksPageSchema, bookmarksQuerySchema, bookmarkStateSchema } from '@common/schemas/library';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createLibraryRepository } from '../library/library.repository';
import { createBookmarksRepository } from './bookmarks.repository';
import { createBookmarksService } from './bookmarks.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['bookmarks'], security: [{ session: [] }] };

/** Bookmark and un-bookmark a library story; the caller's bookmarks. Signed in only. */
export async function bookmarksRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const bookmarks = createBookmarksService(createBookmarksRepository(db), createLibraryRepository(db));
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.put(
    '/api/v1/library/stories/:id/bookmark',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        response: { 200: bookmarkStateSchema, ...errorResponses },
      },
    },
    async (request) => bookmarks.add(await requireUser(request), request.params.id),
  );

  app.delete(
    '/api/v1/library/stories/:id/bookmark',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await bookmarks.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/me/bookmarks',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        querystring: bookmarksQuerySchema,
        response: { 200: bookmarksPageSchema, ...errorResponses },
      },
    },
    async (request) => bookmarks.list(await requireUser(request), request.query),
  );
}
