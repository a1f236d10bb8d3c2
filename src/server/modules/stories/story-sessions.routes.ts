import { storySessionListSchema, storySessionSchema } from '@common/schemas/story';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createStoriesRepository } from './stories.repository';
import { createStorySessionStore } from './story-sessions.repository';
import { createStorySessionsService } from './story-sessions.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['sessions'], security: [{ session: [] }] };

/** A story's live writing sessions: join today's (opening the writing room) and list them. */
export async function storySessionsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const sessions = createStorySessionsService(createStorySessionStore(db), createStoriesRepository(db));
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.post(
    '/api/v1/stories/:id/sessions/join',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 200: storySessionSchema, ...errorResponses } },
    },
    async (request) => sessions.join(await requireUser(request), request.params.id),
  );

  app.get(
    '/api/v1/stories/:id/sessions',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        response: { 200: storySessionListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await sessions.list(await requireUser(request), request.params.id) }),
  );
}
