import fs from 'node:fs';
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
  (
    | { kind: 'postgres'; url: string; poolSize?: number }
    /** Embedded PGlite; `dir` undefined means in memory (tests), optionally loaded from a dump. */
    | { kind: 'pglite'; dir?: string; loadDataDir?: Blob }
  ) & {
    /** Told each step of a slow open (creating the embedded database, applying migrations), for a person waiting. */
    onProgress?: (message: string) => void;
  };

/** How many migrations this build ships (migrations/meta/_journal.json). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Opens the database and applies every pending migration before returning. An embedded
 * database's folder and files are made readable by their owner only (owner-only.ts), before
 * PGlite writes there and again once the migrations added their files.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const say = options.onProgress ?? (() => {});
  const ownFolder = options.kind === 'pglite' ? options.dir : undefined;
  const creating = ownFolder !== undefined && !fs.existsSync(path.join(ownFolder, 'PG_VERSION'));
  if (ownFolder) restrictToOwner(ownFolder);
  let started = Date.now();
  if (creating) say(`Creating the embedded database in ${ownFolder} (first start)...`);
  const database =
    options.kind === 'postgres'
      ? await openPostgres(options)
      : await openPglite(options.dir, options.loadDataDir);
  if (creating) say(`Embedded database created in ${seconds(started)}.`);
  const shipped = shippedMigrationCount();
  const before = await database.appliedMigrations();
  started = Date.now();
  if (before < shipped) say(`Applying ${shipped - before} of ${shipped} database migrations...`);
  await database.migrate();
  const applied = (await database.appliedMigrations()) - before;
  say(
    applied > 0
      ? `Applied ${applied} database ${applied === 1 ? 'migration' : 'migrations'} in ${seconds(started)}; the schema is up to date (${shipped} in all).`
      : `The database schema is up to date (${shipped} migrations, none pending).`,
  );
  if (ownFolder) restrictToOwner(ownFolder);
  return database;
}

/** Rows in drizzle's migration journal table; 0 before the first migration ran. */
const APPLIED_MIGRATIONS = `select count(*)::int as n from drizzle.__drizzle_migrations`;
const NO_JOURNAL_YET = `select to_regclass('drizzle.__drizzle_migrations') is null as missing`;

type Opened = Database & { migrate(): Promise<void>; appliedMigrations(): Promise<number> };

/** The type id of Postgres's bytea. */
const BYTEA = 17;
const byteaToHex = (value: Uint8Array) =>
  `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
const byteaFromHex = (text: string) => Buffer.from(text.slice(2), 'hex');

async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({
    dataDir: dir,
    loadDataDir,
    extensions: { pg_trgm },
    // bytea (a live chapter's Yjs state) as hex in one native call each way. PGlite's own codec
    // goes byte by byte through JS arrays and strings: an 8 MB state held the event loop for
    // seconds on every store and load, and left hundreds of MB of garbage behind.
    serializers: { [BYTEA]: byteaToHex },
    parsers: { [BYTEA]: byteaFromHex },
  });
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    appliedMigrations: async () => {
      const [check] = (await client.query<{ missing: boolean }>(NO_JOURNAL_YET)).rows;
      if (check?.missing) return 0;
      return (await client.query<{ n: number }>(APPLIED_MIGRATIONS)).rows[0]?.n ?? 0;
    },
    ping: async () => void (await client.query('select 1')),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Opened> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection can be cut by the server (restart, failover, a dropped database). The pool
  // replaces it on the next checkout; without a listener the event would crash the process.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzle({ client: pool, schema });
  return {
    db,
    driver: 'postgres' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    appliedMigrations: async () => {
      const [check] = (await pool.query<{ missing: boolean }>(NO_JOURNAL_YET)).rows;
      if (check?.missing) return 0;
      return (await pool.query<{ n: number }>(APPLIED_MIGRATIONS)).rows[0]?.n ?? 0;
    },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
