import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/client';
import { prepareDemoAccounts } from './db/seed/demo-password';
import { buildApp } from './app';
import type { AppInstance } from './app-types';
import { serverLoggerOptions } from './logger';
import { isLoopbackHost } from './loopback';
import { startupBanner } from './startup-banner';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A start-up failure the person starting the server can fix; printed as its message alone. */
class StartError extends Error {}

/**
 * Starts one Inkforge server: config, lock (embedded database only), database with migrations,
 * demo data on an empty database, then listen. SIGTERM, SIGINT and SIGHUP close the server first
 * (in-flight requests finish) and the database last. Whatever fails on the way, what was opened is
 * closed and the lock released, so the next start is never blocked.
 */
async function main() {
  const config = loadConfig();
  // Start-up progress is information: shown unless LOG_LEVEL asks for warnings and errors only.
  const quiet = ['fatal', 'error', 'warn', 'silent'].includes(config.logLevel);
  const say = (message: string) => {
    if (!quiet) console.log(message);
  };
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let app: AppInstance | undefined;
  const close = async () => {
    try {
      await app?.close();
      await database?.close();
    } finally {
      lock?.release();
    }
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));

  try {
    if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
    database = await openDatabase({
      ...(config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dir: path.join(config.dataDir, 'db') }),
      onProgress: say,
    });
    const seedStarted = Date.now();
    if (config.seedDemo) say('Checking the demo data (seeded once, into an empty database)...');
    const demo = await prepareDemoAccounts(database, {
      seed: config.seedDemo,
      exposed: !isLoopbackHost(config.host),
    });
    if (config.seedDemo) say(`Demo data ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);
    app = await buildApp({
      config,
      database,
      clientDir: config.clientDir ?? path.join(root, 'dist/client'),
      logger: serverLoggerOptions(config),
    });
    await listen(app, config);
    app.log.info(`Inkforge is serving ${config.publicUrl} (database: ${database.driver})`);
    if (!closing) console.log(`\n${startupBanner(app, config, demo)}\n`);
  } catch (err) {
    closing = true;
    await close().catch(() => {});
    throw err;
  }
}

/** Listens, turning the usual address errors into one line that names the setting to change. */
async function listen(app: AppInstance, config: Config) {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartError(`Port ${config.port} is in use; set PORT to another port.`);
    if (code === 'EACCES')
      throw new StartError(
        `Port ${config.port} needs special rights; set PORT to another port (above 1023).`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new StartError(
        `HOST ${config.host} is not an address of this machine; set HOST to another address.`,
      );
    }
    throw err;
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof StartError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
