import { z } from 'zod';

/** The API's one error shape (plugins/error-handler.ts), for the OpenAPI document. */
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** The error answers library routes may give. */
export const libraryErrorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
} as const;

/** `:id` of a story. Ids that name no published story (malformed ones too) answer 404. */
export const libraryStoryParams = z.object({ id: z.string().max(100) });

/** Answers that depend on who asks are never stored by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';
