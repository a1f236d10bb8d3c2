import { z } from 'zod';
import { cursorQuerySchema, pageSchema } from '@common/schemas/pagination';
import {
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupMemberSchema,
  groupMembersPageSchema,
  groupPageSchema,
  groupPostSchema,
  groupRequestSchema,
  groupUpdateSchema,
  invitationInputSchema,
  joinResultSchema,
  memberParamsSchema,
  myGroupSchema,
  myInvitationSchema,
  postInputSchema,
  postParamsSchema,
  readingListInputSchema,
  readingListItemSchema,
  requestDecisionSchema,
  roleChangeSchema,
  sharedWorldSchema,
  storyParamsSchema,
  threadDetailSchema,
  threadInputSchema,
  threadPageSchema,
  threadParamsSchema,
  threadUpdateSchema,
} from '@common/schemas/groups';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { compiledAnswers } from '../../http/compiled-serializer';
import { uploadedImages } from '../worlds/uploaded-images';
import { createGroupsService } from './groups.service';
import { createBoardService } from './group-board.service';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
const noContent = { 204: z.null(), ...errors };
const pageQuery = cursorQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/** Brakes on scripts, generous for people: counted per signed-in user, like uploads. */
export const GROUP_RATE_LIMITS = {
  createGroup: perUserRateLimit('group-create', 10, 3_600_000),
  createThread: perUserRateLimit('group-thread', 20, 600_000),
  createPost: perUserRateLimit('group-post', 60, 60_000),
};
const LIMITS = GROUP_RATE_LIMITS;

/**
 * Groups of the Community Hub (issue 12): Find Groups and 'See all', create, the group page with
 * its members, board, shared worlds and reading list, join and leave, requests, invitations and
 * admin actions. Reads are open to guests where the group's privacy allows (groups.policy.ts);
 * writes need a session, checked before validation so a guest always gets 401.
 */
export async function groupsRoutes(app: AppInstance) {
  const groups = createGroupsService(app.ctx.database.db, uploadedImages(app));
  const board = createBoardService(app.ctx.database.db, groups);
  const open = { tags: ['groups'] };
  const signedIn = { tags: ['groups'], security: [{ session: [] }] };
  const auth = { preValidation: authenticate };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request);
  const viewer = (request: Parameters<typeof getSessionUser>[0]) => getSessionUser(request);

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

  // Board

  app.get(
    '/api/v1/groups/:id/threads',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...open,
        params: idParams,
        querystring: pageQuery,
        response: { 200: threadPageSchema, ...errors },
      },
    },
    async (request) =>
      board.listThreads(await viewer(request), request.params.id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/v1/groups/:id/threads',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.createThread },
      schema: {
        ...signedIn,
        params: idParams,
        body: threadInputSchema,
        response: { 201: threadDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await board.createThread(await me(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/groups/:id/threads/:threadId',
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...open,
        params: threadParamsSchema,
        querystring: pageQuery,
        response: { 200: threadDetailSchema, ...errors },
      },
    },
    async (request) =>
      board.getThread(
        await viewer(request),
        request.params.id,
        request.params.threadId,
        request.query.cursor,
        request.query.limit,
      ),
  );

  app.patch(
    '/api/v1/groups/:id/threads/:threadId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: {
        ...signedIn,
        params: threadParamsSchema,
        body: threadUpdateSchema,
        response: { 200: threadDetailSchema, ...errors },
      },
    },
    async (request) =>
      board.moderateThread(await me(request), request.params.id, request.params.threadId, request.body),
  );

  app.delete(
    '/api/v1/groups/:id/threads/:threadId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: threadParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await board.deleteThread(await me(request), request.params.id, request.params.threadId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/groups/:id/threads/:threadId/posts',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.createPost },
      schema: {
        ...signedIn,
        params: threadParamsSchema,
        body: postInputSchema,
        response: { 201: groupPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await board.reply(await me(request), request.params.id, request.params.threadId, request.body.body),
        ),
  );

  app.delete(
    '/api/v1/groups/:id/posts/:postId',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: postParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await board.deletePost(await me(request), request.params.id, request.params.postId);
      return reply.status(204).send(null);
    },
  );

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
