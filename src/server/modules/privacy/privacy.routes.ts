import { privacySettingsSchema } from '@common/schemas/privacy';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createPrivacyService } from './privacy.service';

const errors = { 400: errorBody, 401: errorBody };

/** GET / PUT /api/v1/me/privacy: the signed-in user's own privacy settings. */
export async function privacyRoutes(app: AppInstance) {
  const privacy = createPrivacyService(app.ctx.database.db);
  const schema = { tags: ['privacy'], security: [{ session: [] }] };

  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/privacy',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: { ...schema, response: { 200: privacySettingsSchema, ...errors } },
    },
    async (request) => privacy.get(await requireUser(request)),
  );

  // An API token may read the settings but not change them: they decide who sees the account.
  app.put(
    '/api/v1/me/privacy',
    {
      preValidation: authenticate,
      schema: { ...schema, body: privacySettingsSchema, response: { 200: privacySettingsSchema, ...errors } },
    },
    async (request) => privacy.update(await requireUser(request), request.body),
  );
}
