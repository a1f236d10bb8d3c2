import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * What every route file shares, at the bottom of the server so no feature module imports another
 * for it: the API's one error shape (plugins/error-handler.ts writes it) for response schemas and
 * the OpenAPI document, the `:id` path parameter, the usual error statuses and the private
 * no-store hook. Any id that names nothing the caller may see, malformed ones included, is
 * answered 404 by the route's service, not 400 here. The kit imports nothing of the server, so
 * auth builds on it; the per-user rate-limit key needs the session (auth/per-user-rate-limit.ts).
 */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** `:id` of a story, world, character, template or other row. */
export const idParams = z.object({ id: z.string().max(100) });

/**
 * Personal API tokens reach a /api/v1 route only when the route says so with the route option
 * `config: { apiToken: 'allowed' }` (auth/bearer-auth.ts answers 403 everywhere else, before the
 * handler runs). The allowed ones are the reader's and writer's own work: stories, chapters,
 * worlds, characters, the library, reading, reviews, comments, notifications, groups, events.
 * Never allowed, whatever a later route wants: anything that moves money or shows it (billing,
 * purchases, refunds, sales), changes the account (sign-in, password, e-mail, profile edits,
 * privacy, export, deletion, tokens) or acts as an admin. The list of every route and its rule is
 * checked by modules/api-tokens/api-token-routes.test.ts.
 */
export type ApiTokenRule = 'allowed';

declare module 'fastify' {
  interface FastifyContextConfig {
    apiToken?: ApiTokenRule;
  }
}

/** Whether a route's options let an API token call it. */
export const takesApiToken = (config: { apiToken?: ApiTokenRule } | undefined): boolean =>
  config?.apiToken === 'allowed';

/** The error answers every signed-in route on a story (creator workspace, library) may give. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
} as const;

/** Answers that depend on who asks are never stored by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Marks every answer of this plugin's routes (errors included) `cache-control: private, no-store`. */
export function keepAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', PRIVATE_NO_STORE));
}
