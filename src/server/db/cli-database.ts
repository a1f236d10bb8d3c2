import path from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { openDatabase, type Database } from './client';

/**
 * Opens the database the server would open (DATABASE_URL, else PGlite under DATA_DIR) for a
 * command-line tool, migrating it on the way. On PGlite it takes the data-folder lock first, so a
 * tool never writes beside a running server; `close()` releases it.
 */
export async function openConfiguredDatabase(onProgress?: (message: string) => void): Promise<Database> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      ...(config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dir: path.join(config.dataDir, 'db') }),
      onProgress,
    });
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        lock?.release();
      }
    };
    return database;
  } catch (err) {
    lock?.release();
    throw err;
  }
}
