import { z } from 'zod';
import { exportRequestSchema, storyExportSchema } from '@common/schemas/story-export';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createBookRepository } from './book.repository';
import { createExportsRepository } from './exports.repository';
import { createExportsService } from './exports.service';
import { createExportBuilder } from './export-build';
import { createExportRunner, scheduleExportSweep } from './export-runner';

const common = { tags: ['exports'], security: [{ session: [] }] };
const exportParams = idParams.extend({ exportId: z.string().max(100) });
const base = '/api/v1/stories/:id/exports';

/**
 * Book exports of a story (issue 24): POST queues one (202; 200 with the kept file's job when the
 * same book is ready or being built), GET tells its progress, GET .../file downloads it. Built by
 * the export runner in the background; the sweep deletes files past their day.
 */
export async function exportsRoutes(app: AppInstance) {
  const { database, storage, config } = app.ctx;
  const db = database.db;
  const now = () => new Date();
  const jobs = createExportsRepository(db);
  const books = createBookRepository(db);
  const build = createExportBuilder({ jobs, books, storage, log: app.log, now });
  const runner = createExportRunner({ jobs, build, workers: config.exportWorkers, now });
  const sweep = scheduleExportSweep({ jobs, storage, runner, now }, app.log);
  app.addHook('onClose', async () => {
    await sweep.stop();
    await runner.stop();
  });
  const exports = createExportsService({
    jobs,
    books,
    db,
    storage,
    kick: () => runner.kick(),
    now,
  });

  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.post(
    base,
    {
      config: { apiToken: 'allowed', rateLimit: perUserRateLimit('book-export', 30, 60_000) },
      schema: {
        ...common,
        params: idParams,
        body: exportRequestSchema,
        response: { 200: storyExportSchema, 202: storyExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const job = await exports.request(
        { id: user.id, tier: user.subscriptionTier },
        request.params.id,
        request.body,
      );
      return reply.status(job.status === 'done' ? 200 : 202).send(job);
    },
  );

  app.get(
    `${base}/:exportId`,
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: exportParams, response: { 200: storyExportSchema, ...errorResponses } },
    },
    async (request) => {
      const user = await requireUser(request);
      return exports.get(
        { id: user.id, tier: user.subscriptionTier },
        request.params.id,
        request.params.exportId,
      );
    },
  );

  app.get(
    `${base}/:exportId/file`,
    {
      config: { apiToken: 'allowed' },
      // No 200 schema: the body is the file's bytes; errors use the usual shape.
      schema: { ...common, params: exportParams },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { object, fileName, contentType } = await exports.file(
        { id: user.id, tier: user.subscriptionTier },
        request.params.id,
        request.params.exportId,
      );
      reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
}
