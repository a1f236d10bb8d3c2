import { z } from 'zod';
import {
  markReadSchema,
  notificationPreferencesSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from '@common/schemas/notifications';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { createNotificationsService } from './notifications.service';

const errors = { 400: errorBody, 401: errorBody };

/**
 * The signed-in user's notifications: the list (newest first, keyset pages, text built here),
 * the unread count the bell polls, marking read, and per-kind preferences. Everything is the
 * caller's own: there is no id of another user to name.
 */
export async function notificationsRoutes(app: AppInstance) {
  const service = createNotificationsService(app.ctx.database.db);
  const common = { tags: ['notifications'], security: [{ session: [] }] };
  const route = { preValidation: authenticate };

  keepAnswersPrivate(app);

  app.get(
    '/api/v1/notifications',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (request) => service.list(await requireUser(request), request.query.limit, request.query.cursor),
  );

  app.get(
    '/api/v1/notifications/unread-count',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => ({ count: await service.unreadCount((await requireUser(request)).id) }),
  );

  app.post(
    '/api/v1/notifications/read',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        body: markReadSchema,
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      marked: await service.markRead((await requireUser(request)).id, request.body.ids),
    }),
  );

  app.get(
    '/api/v1/notifications/preferences',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: { ...common, response: { 200: notificationPreferencesSchema, ...errors } },
    },
    async (request) => service.getPreferences((await requireUser(request)).id),
  );

  app.put(
    '/api/v1/notifications/preferences',
    {
      config: { apiToken: 'allowed' },
      ...route,
      schema: {
        ...common,
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => service.updatePreferences((await requireUser(request)).id, request.body.preferences),
  );
}
