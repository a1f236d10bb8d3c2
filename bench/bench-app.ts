import os from 'node:os';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { freePort } from '../src/server/test/server-process';

/**
 * The real app on a free loopback port against the benchmark database: silent logs, no demo
 * seeding, a sign-in limit no benchmark reaches. `close` stops the app, then the database.
 */
export async function startBenchApp(databaseUrl: string) {
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: os.tmpdir() + '/inkforge-bench',
    // The port is chosen first so the app's one trusted origin is the address it is loaded on.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 });
  const app = await buildApp({ config, database, logger: false });
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
