import { z } from 'zod';
import { errorBody } from '../../http/route-kit';

/** The error answers every signed-in creator route may give. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
} as const;

/** `:id` of a story. Any id that names no story the caller may see (malformed ones too) is a 404. */
export const storyParams = z.object({ id: z.string().max(100) });

/** Routes of the creator workspace are per user: never stored by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';
