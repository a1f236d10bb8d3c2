import {
  adminSupportQueueSchema,
  adminSupportReplySchema,
  adminSupportRequestSchema,
  supportQueueQuerySchema,
  updateSupportRequestSchema,
} from '@common/schemas/support';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { supportReplyMessage } from '../../mail/templates';
import { createSupportAdminService, type SupportReplyNotice } from './support-admin.service';
import { createSupportRepository } from './support.repository';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * The admins' support queue (support-admin.service.ts): 404 for anyone but an admin. Session only:
 * no API token acts as an admin.
 */
export async function supportAdminRoutes(app: AppInstance) {
  const repo = createSupportRepository(app.ctx.database.db);
  /** The reply e-mail; a failure is logged and the reply stays in the thread. */
  async function notifyReply(notice: SupportReplyNotice) {
    const to = await repo.requester(notice.userId);
    if (!to) return;
    const url = `${app.ctx.config.publicUrl}/support/${notice.requestId}`;
    try {
      await app.ctx.mailer.send({
        to: to.email,
        ...supportReplyMessage({ username: to.username, subject: notice.subject, reply: notice.body, url }),
      });
    } catch (err) {
      app.log.error({ err, request: notice.requestId }, 'support: reply e-mail failed');
    }
  }
  const admin = createSupportAdminService({ repo, notifyReply });
  const common = { tags: ['admin'], security: [{ session: [] }] };
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/admin/support/requests',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'The support queue: priority, then age',
        querystring: supportQueueQuerySchema,
        response: { 200: adminSupportQueueSchema, ...errors },
      },
    },
    async (request) => admin.queue(await requireUser(request), request.query.status),
  );

  app.get(
    '/api/v1/admin/support/requests/:id',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'A support request with internal notes',
        params: idParams,
        response: { 200: adminSupportRequestSchema, ...errors },
      },
    },
    async (request) => admin.read(await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/v1/admin/support/requests/:id',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'Set a support request’s status or assignee',
        params: idParams,
        body: updateSupportRequestSchema,
        response: { 200: adminSupportRequestSchema, ...errors },
      },
    },
    async (request) => admin.update(await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/admin/support/requests/:id/replies',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'Answer a support request, or add an internal note',
        params: idParams,
        body: adminSupportReplySchema,
        response: { 200: adminSupportRequestSchema, ...errors },
      },
    },
    async (request) => admin.reply(await requireUser(request), request.params.id, request.body),
  );
}
