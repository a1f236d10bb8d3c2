import {
  groupPostSchema,
  postInputSchema,
  postParamsSchema,
  threadDetailSchema,
  threadInputSchema,
  threadPageSchema,
  threadParamsSchema,
  threadUpdateSchema,
} from '@common/schemas/groups';
import type { AppInstance } from '../../app-types';
import { idParams } from '../../http/route-kit';
import { errors, noContent, pageQuery, LIMITS, type GroupRouteContext } from './group-route-parts';

/** A group's board: threads and posts (registered by groups.routes.ts). */
export function groupBoardRoutes(
  app: AppInstance,
  { board, open, signedIn, auth, me, viewer }: GroupRouteContext,
) {
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
}
