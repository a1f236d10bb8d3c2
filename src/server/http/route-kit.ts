import { z } from 'zod';

/**
 * What every route file shares, at the bottom of the server so no feature module imports another
 * for it: the API's one error shape (plugins/error-handler.ts writes it) for response schemas and
 * the OpenAPI document, and the `:id` path parameter. Any id that names nothing the caller may
 * see, malformed ones included, is answered 404 by the route's service, not 400 here.
 */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** `:id` of a world, character, template or other row. */
export const idParams = z.object({ id: z.string().max(100) });
