import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo-seed';
import { buildApp } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts one Inkforge server: config, lock (embedded database only), database with migrations,
 * demo data on an empty database, then listen. SIGTERM and SIGINT close the server first (in-flight
 * requests finish) and the database last.
 */
async function main() {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  if (config.seedDemo) await seedDemoIfEmpty(database);
  const app = await buildApp({ config, database, clientDir: config.clientDir ?? path.join(root, 'dist/client') });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Inkforge is serving ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
