import { z } from 'zod';
import {
  groupMemberSchema,
  groupMembersPageSchema,
  groupRequestSchema,
  invitationInputSchema,
  memberParamsSchema,
  requestDecisionSchema,
  roleChangeSchema,
} from '@common/schemas/groups';
import type { AppInstance } from '../../app-types';
import { idParams } from '../../http/route-kit';
import { errors, noContent, pageQuery, LIMITS, type GroupRouteContext } from './group-route-parts';

/** A group's members, join requests and invitations (registered by groups.routes.ts). */
export function groupMemberRoutes(
  app: AppInstance,
  { groups, open, signedIn, auth, me, viewer }: GroupRouteContext,
) {
  app.get(
    '/api/v1/groups/:id/members',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...open,
        params: idParams,
        querystring: pageQuery,
        response: { 200: groupMembersPageSchema, ...errors },
      },
    },
    async (request) =>
      groups.members(await viewer(request), request.params.id, request.query.cursor, request.query.limit),
  );

  app.patch(
    '/api/v1/groups/:id/members/:userId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: {
        ...signedIn,
        params: memberParamsSchema,
        body: roleChangeSchema,
        response: { 200: z.array(groupMemberSchema), ...errors },
      },
    },
    async (request) =>
      groups.setRole(await me(request), request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/v1/groups/:id/members/:userId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: memberParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await groups.removeMember(await me(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/groups/:id/requests',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, response: { 200: z.array(groupRequestSchema), ...errors } },
    },
    async (request) => groups.requests(await me(request), request.params.id),
  );

  app.post(
    '/api/v1/groups/:id/requests/:userId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: memberParamsSchema, body: requestDecisionSchema, response: noContent },
    },
    async (request, reply) => {
      await groups.decide(await me(request), request.params.id, request.params.userId, request.body.approve);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/groups/:id/invitations',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.createPost },
      schema: { ...signedIn, params: idParams, body: invitationInputSchema, response: noContent },
    },
    async (request, reply) => {
      await groups.invite(await me(request), request.params.id, request.body.username);
      return reply.status(204).send(null);
    },
  );
}
