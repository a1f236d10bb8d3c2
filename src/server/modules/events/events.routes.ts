import { z } from 'zod';
import {
  entryInputSchema,
  eventDetailSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventUpdateSchema,
  winnersInputSchema,
} from '@common/schemas/events';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createEventsService } from './events.service';
import { scheduleEventsJob } from './events.job';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

/** Brakes on scripts, generous for people (keyed by client address, plugins/rate-limit.ts). */
const LIMITS = {
  createEvent: { max: 10, timeWindow: '1 hour' },
  entry: { max: 20, timeWindow: '10 minutes' },
};

/**
 * Events of the Community Hub (issue 12): the Events tab and 'See all', Create Event, the event
 * page, Join Event and cancel, contest entries and winners, Writing Sprint ranking (on the event
 * page, polled). Reads are open to guests; writes need a session, checked before validation so a
 * guest always gets 401. The events job (events.job.ts) keeps statuses and sends reminders.
 */
export async function eventsRoutes(app: AppInstance) {
  const events = createEventsService(app.ctx.database.db);
  const open = { tags: ['events'] };
  const signedIn = { tags: ['events'], security: [{ session: [] }] };
  const auth = { preValidation: authenticate };
  const detail = { 200: eventDetailSchema, ...errors };

  const job = scheduleEventsJob(app.ctx.database.db, app.log);
  app.addHook('onClose', () => job.stop());

  // Answers depend on who asks: never stored by a shared cache.
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/events',
    {
      config: { apiToken: 'allowed' },
      schema: { ...open, querystring: eventListQuerySchema, response: { 200: eventPageSchema, ...errors } },
    },
    async (request) => events.list(await getSessionUser(request), request.query),
  );

  app.post(
    '/api/v1/events',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.createEvent },
      schema: { ...signedIn, body: eventInputSchema, response: { 201: eventDetailSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await events.create(await requireUser(request), request.body)),
  );

  app.get(
    '/api/v1/events/:id',
    { config: { apiToken: 'allowed' }, schema: { ...open, params: idParams, response: detail } },
    async (request) => events.detail(request.params.id, await getSessionUser(request)),
  );

  app.patch(
    '/api/v1/events/:id',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, body: eventUpdateSchema, response: detail },
    },
    async (request) => events.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/events/:id',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await events.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/events/:id/registration',
    { config: { apiToken: 'allowed' }, ...auth, schema: { ...signedIn, params: idParams, response: detail } },
    async (request) => events.register(await requireUser(request), request.params.id),
  );

  app.delete(
    '/api/v1/events/:id/registration',
    { config: { apiToken: 'allowed' }, ...auth, schema: { ...signedIn, params: idParams, response: detail } },
    async (request) => events.cancel(await requireUser(request), request.params.id),
  );

  app.post(
    '/api/v1/events/:id/entries',
    {
      ...auth,
      config: { apiToken: 'allowed', rateLimit: LIMITS.entry },
      schema: { ...signedIn, params: idParams, body: entryInputSchema, response: detail },
    },
    async (request) =>
      events.submitEntry(await requireUser(request), request.params.id, request.body.storyId),
  );

  app.put(
    '/api/v1/events/:id/winners',
    {
      config: { apiToken: 'allowed' },
      ...auth,
      schema: { ...signedIn, params: idParams, body: winnersInputSchema, response: detail },
    },
    async (request) =>
      events.setWinners(await requireUser(request), request.params.id, request.body.entryIds),
  );
}
