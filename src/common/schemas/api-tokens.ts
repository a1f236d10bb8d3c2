import { z } from 'zod';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../constants';

/**
 * Personal API tokens (README "API tokens"). A token is created with a name, a scope and a
 * lifetime in days; its secret is answered once, by the create call, and never again.
 */

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: `Token names are at most ${API_TOKEN_NAME_MAX} characters`,
  expiry: `Choose an expiry of ${API_TOKEN_EXPIRY_DAYS.join(', ')} days`,
  tooMany: 'You already have the most tokens an account may hold. Revoke one first.',
  notFound: 'Token not found',
  invalid: 'This API token is invalid, revoked or expired',
  readOnly: 'This API token is read-only: it cannot create, change or delete anything',
  sessionOnly: 'API tokens cannot be used here: sign in to Inkforge in the browser instead',
} as const;

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** POST /api/v1/me/tokens. */
export const createApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scope: apiTokenScopeSchema,
  expiresInDays: z
    .number()
    .int()
    .refine((d) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(d), API_TOKEN_MESSAGES.expiry),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

/** A token as its owner's list shows it: never the secret, only its first characters. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The create answer: the token and, this once, its secret. */
export const createdApiTokenSchema = apiTokenSchema.extend({ secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenParams = z.object({ tokenId: z.string().max(100) });
