import {
  curatedEntrySchema,
  playCurationMarkSchema,
  playCurationSchema,
  playCurationUpdateSchema,
} from '@common/schemas/play-curation';
import { entryParams } from '@common/schemas/play-sessions';
import type { AppInstance } from '../../app-types';
import { requireUser } from '../../auth/session';
import { errorResponses, idParams } from '../../http/route-kit';
import type { PlayCurationService } from './play-curation.service';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
const token = { apiToken: 'allowed' as const };

/** The game master's curation of a log: read it, change range and rules, mark single entries. */
export function playCurationRoutes(curation: PlayCurationService) {
  return async (app: AppInstance) => {
    app.get(
      '/api/v1/play-sessions/:id/curation',
      {
        config: token,
        schema: { ...common, params: idParams, response: { 200: playCurationSchema, ...errorResponses } },
      },
      async (request) => curation.get(await requireUser(request), request.params.id),
    );

    app.put(
      '/api/v1/play-sessions/:id/curation',
      {
        config: token,
        schema: {
          ...common,
          params: idParams,
          body: playCurationUpdateSchema,
          response: { 200: playCurationSchema, ...errorResponses },
        },
      },
      async (request) => curation.update(await requireUser(request), request.params.id, request.body),
    );

    app.patch(
      '/api/v1/play-sessions/:id/curation/entries/:entryId',
      {
        config: token,
        schema: {
          ...common,
          params: entryParams,
          body: playCurationMarkSchema,
          response: { 200: curatedEntrySchema, ...errorResponses },
        },
      },
      async (request) =>
        curation.mark(await requireUser(request), request.params.id, request.params.entryId, request.body),
    );
  };
}
