import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs a raw SQL statement and returns its rows. Both drivers answer `execute` with an object
 * holding `rows` (node-postgres QueryResult, PGlite Results), but the shared `Db` type cannot
 * say so; this is the one place that knows. Column values come back as each driver parses them.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
