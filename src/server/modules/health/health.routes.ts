import { z } from 'zod';
import type { AppInstance } from '../../app-types';

const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: healthResponse,
          503: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ok' as const, database: app.ctx.database.driver };
      } catch {
        return reply
          .status(503)
          .send({ error: { code: 'UNAVAILABLE', message: 'Database is not answering' } });
      }
    },
  );
}
