import { hash, verify } from '@node-rs/argon2';
import { QueueFullError, queuedPasswordWork } from './hash-queue';

/**
 * Password hashing: argon2id at OWASP's minimum (19 MiB memory, 2 iterations, 1 lane). Used by
 * better-auth and by the demo seed, so seeded accounts sign in like real ones. Both run in the
 * bounded password queue (hash-queue.ts): beyond it they throw QueueFullError (429).
 */
const params = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> =>
  queuedPasswordWork(() => hash(password, params));

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await queuedPasswordWork(() => verify(stored, password));
  } catch (err) {
    if (err instanceof QueueFullError) throw err;
    return false;
  }
}
