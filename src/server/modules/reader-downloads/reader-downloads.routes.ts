import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createReaderDownloadsService } from './reader-downloads.service';

/**
 * GET /api/v1/library/stories/:id/epub (issue 24): a signed-in reader on a plan with offline
 * downloads downloads a published story as EPUB, the chapters they read in the library only.
 * Who may is reader-downloads.policy.ts. A GET that changes nothing, so no CSRF check applies.
 */
export async function readerDownloadsRoutes(app: AppInstance) {
  const downloads = createReaderDownloadsService({ db: app.ctx.database.db, storage: app.ctx.storage });
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/library/stories/:id/epub',
    {
      config: { apiToken: 'allowed', rateLimit: perUserRateLimit('reader-epub', 10, 60_000) },
      // No 200 schema: the body is the file's bytes; errors use the usual shape.
      schema: { tags: ['library'], security: [{ session: [] }], params: idParams },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { bytes, fileName } = await downloads.epub(
        { id: user.id, subscriptionTier: user.subscriptionTier },
        request.params.id,
      );
      return reply
        .header('content-type', 'application/epub+zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
}
