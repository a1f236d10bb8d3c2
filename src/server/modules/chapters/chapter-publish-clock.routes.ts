import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { isLoopbackAddress } from '../../loopback';
import { runChapterPublishJob } from './chapter-publish.job';

/**
 * End-to-end tests move the chapter publish job's clock here (a chapter's public date is days
 * ahead): only under NODE_ENV=test, only from this machine, hidden from the API document. Its own
 * plugin, outside the chapter routes' session hook: the test runner calls it without a session.
 */
export async function chapterPublishClockRoutes(app: AppInstance) {
  if (app.ctx.config.env !== 'test') return;
  app.post(
    '/dev/jobs/chapter-publish',
    { schema: { hide: true, body: z.object({ at: z.iso.datetime() }) } },
    async (request, reply) => {
      if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return reply.callNotFound();
      const at = new Date(request.body.at);
      return { published: await runChapterPublishJob(app.ctx.database.db, at, app.ctx.storyEvents) };
    },
  );
}
