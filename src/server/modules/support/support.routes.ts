import {
  createSupportRequestSchema,
  supportReplySchema,
  supportRequestListSchema,
  supportRequestSchema,
} from '@common/schemas/support';
import type { AppInstance } from '../../app-types';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { uploadedImages } from '../worlds/uploaded-images';
import { createSupportRepository } from './support.repository';
import { createSupportService } from './support.service';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody };
/** Messages one user may send to support per minute (new requests and replies together). */
const MESSAGES_PER_MINUTE = 20;

/**
 * The requester's support desk: open a request (subject, description, optional screenshot from
 * the upload API's support-images bucket), list their own, read one, reply. Someone else's request
 * answers 404. Internal notes never appear here.
 */
export async function supportRoutes(app: AppInstance) {
  const support = createSupportService({
    repo: createSupportRepository(app.ctx.database.db),
    images: uploadedImages(app),
  });
  const common = { tags: ['support'], security: [{ session: [] }] };
  const writes = { rateLimit: perUserRateLimit('support', MESSAGES_PER_MINUTE, 60_000) };
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/support/requests',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'Your support requests',
        response: { 200: supportRequestListSchema, ...errors },
      },
    },
    async (request) => ({ requests: await support.list((await requireUser(request)).id) }),
  );

  app.post(
    '/api/v1/support/requests',
    {
      config: { apiToken: 'allowed', ...writes },
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'Open a support request',
        body: createSupportRequestSchema,
        response: { 201: supportRequestSchema, 409: errorBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await support.open(await requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/support/requests/:id',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'One of your support requests with its thread',
        params: idParams,
        response: { 200: supportRequestSchema, ...errors },
      },
    },
    async (request) => support.read((await requireUser(request)).id, request.params.id),
  );

  app.post(
    '/api/v1/support/requests/:id/replies',
    {
      config: { apiToken: 'allowed', ...writes },
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'Reply in one of your support requests',
        params: idParams,
        body: supportReplySchema,
        response: { 200: supportRequestSchema, ...errors },
      },
    },
    async (request) => support.reply((await requireUser(request)).id, request.params.id, request.body),
  );
}
