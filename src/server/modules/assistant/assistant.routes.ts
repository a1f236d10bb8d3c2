import { z } from 'zod';
import {
  aiStatusSchema,
  aiSwitchSchema,
  generationRequestSchema,
  type GenerationDone,
} from '@common/schemas/assistant';
import type { AppInstance } from '../../app-types';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { createAiProvider } from '../../ai/ai-provider';
import { createAssistantService } from './assistant.service';

const common = { tags: ['assistant'], security: [{ session: [] }] };
const errors = { ...errorResponses, 429: errorBody };

/**
 * The writing assistant (`/api/v1/ai`): the caller's status (available or why not, usage), the
 * generation stream, and the AI switches (the writer's own; the server's, admins only). Session
 * only: generations spend the plan's allowance, so a personal API token cannot start them.
 */
export async function assistantRoutes(app: AppInstance) {
  const assistant = createAssistantService(
    app.ctx.database.db,
    app.ctx.config.ai,
    createAiProvider(app.ctx.config.ai),
  );
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/ai/status',
    {
      schema: {
        ...common,
        summary: 'Whether AI assistance works for you, and this period’s usage',
        response: { 200: aiStatusSchema, ...errors },
      },
    },
    async (request) => assistant.status(await requireUser(request)),
  );

  app.post(
    '/api/v1/ai/generations',
    {
      config: { rateLimit: perUserRateLimit('ai-generation', 60, 60_000) },
      schema: {
        ...common,
        summary: 'Generate text (streamed as Server-Sent Events: delta, then done or error)',
        body: generationRequestSchema,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const prepared = await assistant.prepare(await requireUser(request), request.body);
      const cancel = new AbortController();
      reply.hijack();
      const res = reply.raw;
      res.on('close', () => {
        if (!res.writableEnded) cancel.abort();
      });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        const outcome = await prepared.run(cancel.signal, (text) => send('delta', { text }));
        if (outcome.status === 'completed') {
          const done: GenerationDone = {
            generationId: outcome.generationId,
            usage: await assistant.usage(await requireUser(request)),
            ...(outcome.findings ? { findings: outcome.findings } : {}),
          };
          send('done', done);
        } else if (outcome.status === 'failed') {
          send('error', { message: outcome.message });
        }
      } catch (err) {
        request.log.error({ err }, 'assistant: generation failed');
        send('error', { message: 'The generation failed. Nothing was counted; try again.' });
      } finally {
        res.end();
      }
    },
  );

  app.put(
    '/api/v1/me/ai-settings',
    {
      schema: {
        ...common,
        summary: 'Turn AI assistance on or off for your stories',
        body: aiSwitchSchema,
        response: { 200: aiStatusSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      await assistant.setAccount(me, request.body.enabled);
      return assistant.status(me);
    },
  );

  app.put(
    '/api/v1/admin/ai-settings',
    {
      schema: {
        ...common,
        summary: 'Turn AI assistance on or off for the whole server (admins)',
        body: aiSwitchSchema,
        response: { 200: aiStatusSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      await assistant.setServer(me, request.body.enabled);
      return assistant.status(me);
    },
  );
}
