import { z } from 'zod';
import {
  entryParams,
  playEntriesQuerySchema,
  playEntryInputSchema,
  playEntryPageSchema,
  playEntrySchema,
  playEntryUpdateSchema,
} from '@common/schemas/play-sessions';
import type { AppInstance } from '../../app-types';
import { requireUser } from '../../auth/session';
import { errorResponses, idParams } from '../../http/route-kit';
import type { createPlayEntriesService } from './play-entries.service';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
const errors = { ...errorResponses, 429: errorResponses[400] };
const token = { apiToken: 'allowed' as const };

/** A session's log: older pages, posting (rolls thrown on the server), editing and deleting entries. */
export function playEntriesRoutes(entries: ReturnType<typeof createPlayEntriesService>) {
  return async (app: AppInstance) => {
    app.get(
      '/api/v1/play-sessions/:id/entries',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          querystring: playEntriesQuerySchema,
          response: { 200: playEntryPageSchema, ...errors },
        },
      },
      async (request) => entries.page(await requireUser(request), request.params.id, request.query),
    );

    app.post(
      '/api/v1/play-sessions/:id/entries',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: playEntryInputSchema,
          response: { 201: playEntrySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await entries.post(await requireUser(request), request.params.id, request.body)),
    );

    app.patch(
      '/api/v1/play-sessions/:id/entries/:entryId',
      {
        config: token,
        schema: {
          ...common,
          params: entryParams,
          body: playEntryUpdateSchema,
          response: { 200: playEntrySchema, ...errors },
        },
      },
      async (request) =>
        entries.edit(await requireUser(request), request.params.id, request.params.entryId, request.body),
    );

    app.delete(
      '/api/v1/play-sessions/:id/entries/:entryId',
      { config: token, schema: { ...common, params: entryParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await entries.remove(await requireUser(request), request.params.id, request.params.entryId);
        return reply.status(204).send(null);
      },
    );
  };
}
