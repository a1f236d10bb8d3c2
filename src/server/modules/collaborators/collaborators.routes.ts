import { z } from 'zod';
import {
  addCollaboratorSchema,
  collaborationsSchema,
  collaboratorListSchema,
  collaboratorSchema,
} from '@common/schemas/collaborator';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { createStoriesRepository } from '../stories/stories.repository';
import { createCollaboratorsRepository } from './collaborators.repository';
import { createCollaboratorsService } from './collaborators.service';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';

const common = { tags: ['collaborators'], security: [{ session: [] }] };
const memberParams = idParams.extend({ userId: z.string().max(100) });

/**
 * A story's collaborators (list, add, remove or leave) and the caller's collaborations for the
 * /collaborators screen. Guests get 401 first; the rules are stories.policy.ts.
 */
export async function collaboratorsRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const collaborators = createCollaboratorsService(
    createCollaboratorsRepository(db),
    createStoriesRepository(db),
    app.ctx.storyEvents,
  );
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/stories/:id/collaborators',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        response: { 200: collaboratorListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await collaborators.list(await requireUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/stories/:id/collaborators',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        body: addCollaboratorSchema,
        response: { 201: collaboratorSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await collaborators.add(await requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/stories/:id/collaborators/:userId',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: memberParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await collaborators.remove(await requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/collaborations',
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, response: { 200: collaborationsSchema, ...errorResponses } },
    },
    async (request) => collaborators.collaborations(await requireUser(request)),
  );
}
