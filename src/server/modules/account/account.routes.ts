import { deleteAccountResultSchema, deleteAccountSchema, exportFileName } from '@common/schemas/account';
import type { AppInstance } from '../../app-types';
import { callAuth, forwardCookies } from '../../auth/auth-proxy';
import { authenticate, requireUser } from '../../auth/session';
import { isCurrentPassword } from '../../auth/current-password';
import { errorBody, PRIVATE_NO_STORE } from '../../http/route-kit';
import { createCommissionDeletion } from '../commissions/commission-deletion';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import { createExportService } from './export/export.service';
import { createExportLimit } from './export/export-limit';

const errors = { 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody };

/**
 * GET /api/v1/me/export: the caller's data as one zip, streamed (application/zip, attachment).
 * DELETE /api/v1/me {confirmUsername, currentPassword}: deletes the account; answers with the
 * session cookies cleared. A mistyped username or a wrong password: 400 naming the field.
 * Both are rate limited per client address; the export also per account (export/export-limit.ts).
 */
export async function accountRoutes(app: AppInstance) {
  const { database, storage } = app.ctx;
  const exports = createExportService(database.db, storage, app.log);
  const exportLimit = createExportLimit(app.ctx.redis);
  const { billing } = app.ctx.payments;
  const account = createAccountService({
    repo: createAccountRepository(database.db),
    storage,
    log: app.log,
    billing,
    commissions: createCommissionDeletion(database.db, app.ctx.payments),
  });
  const tags = ['account'];

  app.get(
    '/api/v1/me/export',
    {
      preValidation: authenticate,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      // No response schema: the 200 body is a byte stream, errors use the usual shape.
      schema: { tags, security: [{ session: [] }] },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await exportLimit(user.id);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(user.username)}"`)
        .header('cache-control', PRIVATE_NO_STORE);
      return reply.send(exports.archive(user));
    },
  );

  app.delete(
    '/api/v1/me',
    {
      preValidation: authenticate,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security: [{ session: [] }],
        body: deleteAccountSchema,
        response: { 200: deleteAccountResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { confirmUsername, currentPassword } = request.body;
      const result = await account.deleteAccount(user, {
        confirmUsername,
        passwordIsCurrent: () =>
          isCurrentPassword(app.ctx.auth, request.headers.cookie ?? '', currentPassword),
      });
      // The session row went with the user; this only clears the browser's cookies. A refreshed
      // session cookie from this request's lookup must not be sent after them.
      request.sessionCookies = null;
      forwardCookies(await callAuth(request, { method: 'POST', path: '/sign-out', body: {} }), reply);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
