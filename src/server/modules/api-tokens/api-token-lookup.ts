import type { BearerTokenLookup } from '../../auth/bearer-auth';
import type { Db } from '../../db/client';
import { createApiTokensRepository } from './api-tokens.repository';
import { hashSecret, looksLikeSecret } from './api-token-secret';

/**
 * What bearer auth needs from this module, handed to it by app.ts: a secret's token (a string
 * not shaped like a secret is never looked up) and the record of a use.
 */
export function createApiTokenLookup(db: Db): BearerTokenLookup {
  const repo = createApiTokensRepository(db);
  return {
    findBySecret: (secret) =>
      looksLikeSecret(secret) ? repo.findByHash(hashSecret(secret)) : Promise.resolve(undefined),
    touch: (tokenId) => repo.touch(tokenId),
  };
}
