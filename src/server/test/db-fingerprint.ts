import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A cheap fingerprint of every row of every table in the public schema: per table its row count
 * and an md5 over the md5 of each whole row (order-independent). Two equal fingerprints mean no
 * row was inserted, deleted or changed in between. One query, so it can run around every request
 * of a fuzz test on a small test database.
 */
export async function dbFingerprint(db: Db): Promise<string> {
  const query = await fingerprintQuery(db);
  const rows = rowsOf<{ t: string; n: number; h: string }>(await db.execute(sql.raw(query)));
  // Sorted: `union all` promises no order (PostgreSQL may run the parts as a parallel append).
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

const queries = new WeakMap<Db, string>();

async function fingerprintQuery(db: Db): Promise<string> {
  const cached = queries.get(db);
  if (cached) return cached;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.name);
  const query = tables
    .map((name) => {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      return `select '${name.replace(/'/g, "''")}' as t, count(*)::int as n,
        md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as h from ${quoted} x`;
    })
    .join(' union all ');
  queries.set(db, query);
  return query;
}

/**
 * The next transaction id the database will hand out. It moves whenever a transaction writes
 * (even one rolled back) and never for reads, so an unchanged value proves no row changed and a
 * caller only needs the full `dbFingerprint` when it moved.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  return rowsOf<{ x: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`),
  )[0]!.x;
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The lines of two fingerprints that differ (the tables that changed), for a readable failure. */
export function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0]!);
}
