import { z } from 'zod';
import { tipAllocationRequestSchema, tipAllocationSchema } from '@common/schemas/tip-allocation';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { isLoopbackAddress } from '../../loopback';
import { runTipAllocationJob, scheduleTipAllocationJob } from './tip-allocation.job';
import { createTipAllocationService } from './tip-allocation.service';

/**
 * The monthly tip allocation (contract: src/common/schemas/tip-allocation.ts): the caller's own
 * split and its preview, and saving it. Money, so the session only, never an API token. While the
 * app runs, the month-end job turns last month's splits into tips.
 */
export async function tipAllocationRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const allocation = createTipAllocationService(db);
  const common = { tags: ['tips'] };
  const job = scheduleTipAllocationJob(db, app.log);
  app.addHook('onClose', () => job.stop());
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/tip-allocation',
    {
      preValidation: authenticate,
      schema: { ...common, response: { 200: tipAllocationSchema, ...errorResponses } },
    },
    async (request) => allocation.get(await requireUser(request)),
  );

  app.put(
    '/api/v1/me/tip-allocation',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        body: tipAllocationRequestSchema,
        response: { 200: tipAllocationSchema, ...errorResponses },
      },
    },
    async (request) => allocation.save(await requireUser(request), request.body),
  );

  // End-to-end tests move the month-end job's clock here: only under NODE_ENV=test, only from
  // this machine, hidden from the API document. It runs the job as if it were `at`.
  if (app.ctx.config.env === 'test') {
    app.post(
      '/dev/jobs/tip-allocation',
      { schema: { hide: true, body: z.object({ at: z.iso.datetime() }) } },
      async (request, reply) => {
        if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return reply.callNotFound();
        return { closed: await runTipAllocationJob(db, new Date(request.body.at)) };
      },
    );
  }
}
