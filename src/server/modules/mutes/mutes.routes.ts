import { usernameParamsSchema } from '@common/schemas/social';
import { mutedAuthorsSchema, muteStateSchema } from '@common/schemas/recommendations';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, keepAnswersPrivate } from '../../http/route-kit';
import { createMutesService } from './mutes.service';

/**
 * PUT / DELETE /api/v1/users/:username/mute (idempotent) and GET /api/v1/me/muted-authors, the
 * reader's own list. Every route needs a signed-in reader.
 */
export async function mutesRoutes(app: AppInstance) {
  const mutes = createMutesService(app.ctx.database.db);
  const common = { tags: ['mutes'], security: [{ session: [] }] };
  const signedIn = { config: { apiToken: 'allowed' as const }, preValidation: authenticate };

  keepAnswersPrivate(app);

  /** PUT and DELETE answer alike: the mute state after the change. */
  const muteRoute = {
    ...signedIn,
    schema: {
      ...common,
      params: usernameParamsSchema,
      response: { 200: muteStateSchema, ...errorResponses },
    },
  };
  const path = '/api/v1/users/:username/mute';
  app.put(path, muteRoute, async (request) =>
    mutes.mute(await requireUser(request), request.params.username),
  );
  app.delete(path, muteRoute, async (request) =>
    mutes.unmute(await requireUser(request), request.params.username),
  );

  app.get(
    '/api/v1/me/muted-authors',
    { ...signedIn, schema: { ...common, response: { 200: mutedAuthorsSchema, ...errorResponses } } },
    async (request) => mutes.list(await requireUser(request)),
  );
}
