import { z } from 'zod';
import {
  playCreditOfferSchema,
  playDraftInputSchema,
  playDraftResultSchema,
  playExportQuerySchema,
} from '@common/schemas/play-curation';
import type { AppInstance } from '../../app-types';
import { requireUser } from '../../auth/session';
import { errorResponses, idParams } from '../../http/route-kit';
import type { PlayCreditService } from './play-credit.service';
import type { PlayDraftsService } from './play-drafts.service';
import type { PlayExportService } from './play-export.service';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
const token = { apiToken: 'allowed' as const };

type Services = { drafts: PlayDraftsService; credit: PlayCreditService; exports: PlayExportService };

/**
 * What a played session becomes: a draft chapter (the game master), the players' offers of
 * credit (accept or decline), and the log as a file (anyone at the table and the story's owner).
 */
export function playDraftsRoutes({ drafts, credit, exports }: Services) {
  return async (app: AppInstance) => {
    app.post(
      '/api/v1/play-sessions/:id/drafts',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: playDraftInputSchema,
          response: { 201: playDraftResultSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await drafts.draft(await requireUser(request), request.params.id, request.body);
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/api/v1/play-sessions/:id/credit',
      {
        config: token,
        schema: { ...common, params: idParams, response: { 200: playCreditOfferSchema, ...errorResponses } },
      },
      async (request) => credit.mine(await requireUser(request), request.params.id),
    );

    app.post(
      '/api/v1/play-sessions/:id/credit/accept',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          response: { 200: z.object({ storyId: z.uuid() }), ...errorResponses },
        },
      },
      async (request) => credit.accept(await requireUser(request), request.params.id),
    );

    app.delete(
      '/api/v1/play-sessions/:id/credit',
      {
        config: token,
        schema: { ...common, params: idParams, response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        await credit.decline(await requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v1/play-sessions/:id/export',
      {
        config: token,
        // No 200 schema: the body is the file (Markdown or JSON); errors use the usual shape.
        schema: { ...common, params: idParams, querystring: playExportQuerySchema },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const json = request.query.format === 'json';
        const file = json
          ? await exports.json(user, request.params.id)
          : await exports.markdown(user, request.params.id);
        return reply
          .header('content-type', json ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
  };
}
