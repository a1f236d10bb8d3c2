import { z } from 'zod';
import { pageSchema } from '@common/schemas/pagination';
import {
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupPageSchema,
  groupUpdateSchema,
  joinResultSchema,
  myGroupSchema,
  myInvitationSchema,
  readingListInputSchema,
  readingListItemSchema,
  sharedWorldSchema,
  storyParamsSchema,
} from '@common/schemas/groups';
import type { AppInstance } from '../../app-types';
import { idParams, keepAnswersPrivate } from '../../http/route-kit';
import { compiledAnswers } from '../../http/compiled-serializer';
import { errors, noContent, pageQuery, LIMITS, groupRouteContext } from './group-route-parts';
import { groupMemberRoutes } from './group-members.routes';
import { groupBoardRoutes } from './group-board.routes';

/**
 * Groups of the Community Hub (issue 12): Find Groups and 'See all', create, the group page with
 * its members, board, shared worlds and reading list, join and leave, requests, invitations and
 * admin actions. Reads are open to guests where the group's privacy allows (groups.policy.ts);
 * writes need a session, checked before validation so a guest always gets 401.
 */
export async function groupsRoutes(app: AppInstance) {
  const context = groupRouteContext(app);
  const { groups, board, open, signedIn, auth, me, viewer } = context;

  // Answers depend on who asks: never stored by a shared cache.
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/groups',
    {
      config: { apiToken: 'allowed' },
      schema: { ...open, querystring: groupListQuerySchema, response: { 200: groupPageSchema, ...errors } },
      ...compiledAnswers,
    },
    async (request) => groups.list(await viewer(request), request.query),
  );

  app.post(
    '/api/v1/groups',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.createGroup },
      schema: { ...signedIn, body: groupInputSchema, response: { 201: groupDetailSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await groups.create(await me(request), request.body)),
  );

  app.get(
    '/api/v1/groups/mine',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, response: { 200: z.array(myGroupSchema), ...errors } },
    },
    async (request) => groups.myGroups(await me(request)),
  );

  app.get(
    '/api/v1/groups/invitations',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, response: { 200: z.array(myInvitationSchema), ...errors } },
    },
    async (request) => groups.myInvitations(await me(request)),
  );

  app.get(
    '/api/v1/groups/:id',
    {
      config: { apiToken: 'allowed' },
      schema: { ...open, params: idParams, response: { 200: groupDetailSchema, ...errors } },
    },
    async (request) => groups.detail(request.params.id, await viewer(request)),
  );

  app.patch(
    '/api/v1/groups/:id',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: {
        ...signedIn,
        params: idParams,
        body: groupUpdateSchema,
        response: { 200: groupDetailSchema, ...errors },
      },
    },
    async (request) => groups.update(await me(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/groups/:id',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, response: noContent },
    },
    async (request, reply) => {
      await groups.remove(await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/groups/:id/join',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, response: { 200: joinResultSchema, ...errors } },
    },
    async (request) => groups.join(await me(request), request.params.id),
  );

  app.delete(
    '/api/v1/groups/:id/membership',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, response: { 200: groupDetailSchema.nullable(), ...errors } },
    },
    async (request) => groups.leave(await me(request), request.params.id),
  );

  groupMemberRoutes(app, context);
  groupBoardRoutes(app, context);

  // Shared worlds and reading list

  app.get(
    '/api/v1/groups/:id/worlds',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...open,
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageSchema(sharedWorldSchema), ...errors },
      },
    },
    async (request) =>
      board.sharedWorlds(await viewer(request), request.params.id, request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/v1/groups/:id/reading-list',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...open,
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageSchema(readingListItemSchema), ...errors },
      },
    },
    async (request) =>
      board.readingList(await viewer(request), request.params.id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/v1/groups/:id/reading-list',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.createPost },
      schema: { ...signedIn, params: idParams, body: readingListInputSchema, response: noContent },
    },
    async (request, reply) => {
      await board.addReading(await me(request), request.params.id, request.body.storyId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/groups/:id/reading-list/:storyId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: storyParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await board.removeReading(await me(request), request.params.id, request.params.storyId);
      return reply.status(204).send(null);
    },
  );
}
