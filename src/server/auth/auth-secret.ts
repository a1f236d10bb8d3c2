import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The key that signs session cookies and e-mail tokens. AUTH_SECRET wins; without it a random
 * secret is generated on first start and kept in DATA_DIR/auth-secret (owner-only, mode 600), so
 * sessions survive restarts. Several servers behind a load balancer must share AUTH_SECRET.
 */
export function resolveAuthSecret(config: { authSecret?: string; dataDir: string }): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two starts never overwrite each other's secret.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  return secret;
}
