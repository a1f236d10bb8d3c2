import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@common/constants';

/**
 * Token secrets: `ink_` and 32 random bytes in base64url (256 bits). Only the SHA-256 of a
 * secret is stored: with that much entropy a fast hash is enough (nothing to brute-force), and a
 * lookup is one indexed equality. The hint shown in lists is the prefix and 6 characters.
 */
export function newSecret(): { secret: string; hash: string; hint: string } {
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret), hint: `${secret.slice(0, API_TOKEN_PREFIX.length + 6)}…` };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a string has the shape of a secret (checked before any database work). */
export const looksLikeSecret = (value: string): boolean =>
  value.startsWith(API_TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_TOKEN_PREFIX.length));
