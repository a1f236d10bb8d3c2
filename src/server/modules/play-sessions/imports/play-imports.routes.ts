import {
  playImportBodySchema,
  playImportPreviewBodySchema,
  playImportPreviewSchema,
  playImportResultSchema,
} from '@common/schemas/play-imports';
import type { AppInstance } from '../../../app-types';
import { requireUser } from '../../../auth/session';
import { errorResponses, idParams } from '../../../http/route-kit';
import type { createPlayImportsService } from './play-imports.service';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
/** A 2 MB log as JSON, with room for escaping and the speaker list. */
const bodyLimit = 6 * 1024 * 1024;

/** Importing a log played elsewhere (game master only): preview, then import. */
export function playImportsRoutes(imports: ReturnType<typeof createPlayImportsService>) {
  return async (app: AppInstance) => {
    app.post(
      '/api/v1/play-sessions/:id/imports/preview',
      {
        bodyLimit,
        config: { apiToken: 'allowed' as const },
        schema: {
          ...common,
          params: idParams,
          body: playImportPreviewBodySchema,
          response: { 200: playImportPreviewSchema, ...errorResponses },
        },
      },
      async (request) => imports.preview(await requireUser(request), request.params.id, request.body.content),
    );

    app.post(
      '/api/v1/play-sessions/:id/imports',
      {
        bodyLimit,
        config: { apiToken: 'allowed' as const },
        schema: {
          ...common,
          params: idParams,
          body: playImportBodySchema,
          response: { 201: playImportResultSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await imports.importLog(await requireUser(request), request.params.id, request.body)),
    );
  };
}
