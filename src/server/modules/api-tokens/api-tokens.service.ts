import { API_TOKEN_MAX_PER_USER, type ApiTokenScope } from '@common/constants';
import {
  API_TOKEN_MESSAGES,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@common/schemas/api-tokens';
import { AppError, notFound } from '../../errors';
import type { ApiTokenRow, ApiTokensRepository } from './api-tokens.repository';
import { newSecret } from './api-token-secret';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Create, list and revoke a user's personal API tokens. */
export function createApiTokensService(repo: ApiTokensRepository) {
  return {
    /** A new token; its secret is in this answer only. 409 when the account holds the most it may. */
    async create(userId: string, input: CreateApiTokenInput): Promise<CreatedApiToken> {
      const { secret, hash, hint } = newSecret();
      const row = await repo.insertCapped(
        {
          userId,
          name: input.name,
          scope: input.scope,
          tokenHash: hash,
          hint,
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        },
        API_TOKEN_MAX_PER_USER,
      );
      if (!row) throw new AppError(409, 'CONFLICT', API_TOKEN_MESSAGES.tooMany);
      return { ...view(row), secret };
    },

    async list(userId: string): Promise<ApiToken[]> {
      return (await repo.listLive(userId)).map((row) => view(row));
    },

    /** Revoking twice is fine; a token that is not the caller's answers 404. */
    async revoke(userId: string, tokenId: string): Promise<void> {
      if (!(await repo.revoke(userId, tokenId))) throw notFound(API_TOKEN_MESSAGES.notFound);
    },
  };
}

function view(row: ApiTokenRow, now = Date.now()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt.getTime() <= now,
  };
}
