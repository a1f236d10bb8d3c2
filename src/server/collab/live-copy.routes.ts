import * as Y from 'yjs';
import { z } from 'zod';
import { chapterLiveCopySchema, chapterSchema } from '@common/schemas/chapter';
import type { AppInstance } from '../app-types';
import { authenticate, requireUser } from '../auth/session';
import { AppError, badRequest, notFound } from '../errors';
import { createChaptersRepository } from '../modules/chapters/chapters.repository';
import { toChapter } from '../modules/chapters/chapters.presenter';
import { errorBody, errorResponses, idParams, keepAnswersPrivate } from '../http/route-kit';
import { createStoriesRepository } from '../modules/stories/stories.repository';
import { authorizeChapterHistory } from './chapter-versions.policy';
import type { CollabHocuspocus } from './collab-hocuspocus';
import type { CollabLimits } from './collab-types';

const chapterParams = idParams.extend({ chapterId: z.string().max(100) });

/** Bytes that decode as a Yjs update, or a 400 (checked before anything is merged). */
function decodeUpdate(base64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  try {
    Y.decodeUpdate(bytes);
  } catch {
    throw badRequest('This is not a copy of a live chapter');
  }
  return bytes;
}

/**
 * POST /api/v1/stories/:id/chapters/:chapterId/live-copy: the live room's fallback for the
 * browser's own copy of a chapter (IndexedDB), when the WebSocket cannot connect. The copy is
 * merged into the chapter's live document as Yjs merges any sync (edits already there are kept
 * once), then stored, and the chapter is answered as stored. Only roles that write chapters
 * ('writeChapters'): a member whose role only reads (Beta Reader) gets 403, anyone outside the
 * story 404, as for the version history.
 */
export function liveCopyRoutes(collab: CollabHocuspocus, limits: CollabLimits) {
  return async (app: AppInstance) => {
    const db = app.ctx.database.db;
    const storiesRepo = createStoriesRepository(db);
    const chaptersRepo = createChaptersRepository(db);
    app.addHook('onRequest', authenticate);
    keepAnswersPrivate(app);

    app.post(
      '/api/v1/stories/:id/chapters/:chapterId/live-copy',
      {
        config: { apiToken: 'allowed' },
        schema: {
          tags: ['chapters'],
          security: [{ session: [] }],
          params: chapterParams,
          body: chapterLiveCopySchema,
          response: { 200: chapterSchema, ...errorResponses, 413: errorBody },
        },
      },
      async (request) => {
        const caller = await requireUser(request);
        const { id: storyId, chapterId } = request.params;
        authorizeChapterHistory(await storiesRepo.findRelation(storyId, caller.id));
        if ((await chaptersRepo.storyOfChapter(chapterId)) !== storyId) throw notFound('Chapter not found');
        const update = decodeUpdate(request.body.update);
        const context = { user: { id: caller.id, username: caller.username }, storyId };
        const fits = await collab.withLiveDoc(chapterId, context, (doc) => {
          // Only what the document lacks counts against the limit: a browser's copy holds the
          // whole chapter, most of which the server has already.
          const missing = Y.diffUpdate(update, Y.encodeStateVector(doc));
          if (Y.encodeStateAsUpdate(doc).byteLength + missing.byteLength > limits.maxDocumentBytes)
            return false;
          Y.applyUpdate(doc, missing, { liveCopy: caller.id });
          return true;
        });
        if (!fits)
          throw new AppError(413, 'TOO_LARGE', 'This chapter has reached the maximum size for live writing.');
        const row = await chaptersRepo.find(storyId, chapterId);
        if (!row) throw notFound('Chapter not found');
        return toChapter(row);
      },
    );
  };
}
