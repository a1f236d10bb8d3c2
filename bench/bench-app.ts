import os from 'node:os';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { serverLoggerOptions } from '../src/server/logger';
import { freePort } from '../src/server/test/server-process';

/**
 * The real app on a free loopback port against the benchmark database: no demo seeding, a
 * sign-in limit no benchmark reaches. Logs are off unless `logLevel` is given; then the app logs
 * as `npm start` does with stdout not a terminal (JSON lines to stdout, at that level). `close`
 * stops the app, then the database.
 */
export async function startBenchApp(databaseUrl: string, options: { logLevel?: string } = {}) {
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: options.logLevel ?? 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: os.tmpdir() + '/inkforge-bench',
    // The port is chosen first so the app's one trusted origin is the address it is loaded on.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 });
  const logger = options.logLevel ? serverLoggerOptions(config, false) : false;
  const app = await buildApp({ config, database, logger });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    appUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
