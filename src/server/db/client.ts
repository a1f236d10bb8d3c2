import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { restrictToOwner } from './owner-only';

/** Every query goes through this type, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a raw statement; for health checks and tests only, repositories use `db`. */
  ping(): Promise<void>;
  /** PGlite only: a tar of the data directory (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions =
  /** Native PostgreSQL through a node-postgres pool. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite; `dir` undefined means in memory (tests), optionally loaded from a dump. */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob };

/**
 * Opens the database and applies every pending migration before returning. An embedded
 * database's folder and files are made readable by their owner only (owner-only.ts), before
 * PGlite writes there and again once the migrations added their files.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const ownFolder = options.kind === 'pglite' ? options.dir : undefined;
  if (ownFolder) restrictToOwner(ownFolder);
  const database = options.kind === 'postgres' ? await openPostgres(options) : await openPglite(options.dir, options.loadDataDir);
  await database.migrate();
  if (ownFolder) restrictToOwner(ownFolder);
  return database;
}

async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database & { migrate(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }) {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection can be cut by the server (restart, failover, a dropped database). The pool
  // replaces it on the next checkout; without a listener the event would crash the process.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
