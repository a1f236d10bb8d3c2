import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { AppInstance } from '../app-types';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: AppInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app over a fresh database, driven through `app.inject()`. The data folder is a new
 * temporary directory (uploads, outbox). Pass env overrides to test other settings, and a
 * `clientDir` (a folder holding an index.html) to have the app serve the SPA shell.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    // The analytics rollup writes in the background; tests run it by hand (analytics.test.ts).
    ANALYTICS_ROLLUP_MINUTES: '0',
    // Production names its payment provider; tests of other production behaviour take the local one.
    ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: 'local' }),
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, clientDir: options.clientDir });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
