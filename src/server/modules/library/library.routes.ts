import { z } from 'zod';
import { libraryChapterSchema, libraryStorySchema } from '@common/schemas/library';
import type { AppInstance } from '../../app-types';
import { getSessionUser } from '../../auth/session';
import { precompiledSerializer } from '../../http/compiled-serializer';
import { createPublicBrands } from '../author-brand/public-brand';
import { createLibraryRepository } from './library.repository';
import { createLibraryService, type ReaderStateOnStory } from './library.service';
import { errorResponses, idParams, PRIVATE_NO_STORE } from '../../http/route-kit';

const common = { tags: ['library'] };
const chapterParams = idParams.extend({ chapterId: z.string().max(100) });

/** The public library: a published story's page and its published chapters. Guests welcome. */
export async function libraryRoutes(app: AppInstance, { readerState }: { readerState: ReaderStateOnStory }) {
  const library = createLibraryService({
    library: createLibraryRepository(app.ctx.database.db),
    readerState,
    brands: createPublicBrands(app.ctx.database.db),
  });
  // The story page carries the caller's own state, and unpublishing must take effect at once.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });

  app.get(
    '/api/v1/library/stories/:id',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        response: { 200: libraryStorySchema, ...errorResponses },
      },
      serializerCompiler: precompiledSerializer,
    },
    async (request) => library.getStory(await getSessionUser(request), request.params.id),
  );

  app.get(
    '/api/v1/library/stories/:id/chapters/:chapterId',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: chapterParams,
        response: { 200: libraryChapterSchema, ...errorResponses },
      },
    },
    async (request) =>
      library.getChapter(await getSessionUser(request), request.params.id, request.params.chapterId),
  );
}
