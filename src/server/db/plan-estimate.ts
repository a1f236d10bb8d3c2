import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { queryRows } from './query-rows';

type PlanRow = { 'QUERY PLAN': unknown };
type ExplainStatement = { execute(values: Record<string, unknown>): Promise<{ rows: PlanRow[] }> };

/** How long a planner's estimate is reused for the same shape and values (estimateCache). */
export const ESTIMATE_TTL_MS = 60_000;
/** How many estimates estimateCache keeps at most. */
const ESTIMATES_KEPT = 1000;

/** 'Plan Rows' of an `explain (format json)` answer: node-postgres parses the json, PGlite may not. */
function planRows(row: PlanRow | undefined): number {
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/** The planner's row estimate for `query`: one planning round trip, no scan. */
export async function estimatedRows(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<PlanRow>(db, sql`explain (format json) ${query}`);
  return planRows(row);
}

/**
 * Row estimates for the hot text searches, their EXPLAIN built once per shape as the statement
 * cache builds selects (statement-cache.ts): `build` describes the query with `sql.placeholder`
 * where the request's values go, and the EXPLAIN text is rendered the first time its shape is
 * asked for; later requests only bind values. Drizzle's query builder cannot write an EXPLAIN,
 * and building it for each request (conditions, SQL text, the raw-query wrapper) was the largest
 * part of the marketplace search's cost over its bare twin (bench/framework-tax-report.md). The
 * statement is sent unnamed, so it is planned with each request's text, as the estimate needs.
 * Shapes come from a small fixed set, never from request text.
 *
 * An estimate is remembered for `ttlMs` per shape and values: the planner answers from the
 * table's statistics, which change only when the table is analysed, so asking again for the
 * same text (the next page of a search, a popular query) would cost a round trip for the same
 * number. At most `maxEntries` are kept, the oldest dropped first, so request text cannot grow it.
 * A remembered estimate may lag a fresh ANALYZE by up to `ttlMs`; estimates only choose an index
 * path or whether a count is shown as capped, never which rows are returned.
 */
export function estimateCache(
  db: Db,
  { ttlMs = ESTIMATE_TTL_MS, maxEntries = ESTIMATES_KEPT, now = Date.now } = {},
) {
  const dialect = (db as unknown as { dialect?: PgDialect }).dialect;
  if (typeof dialect?.sqlToQuery !== 'function') throw new Error('estimateCache needs a Drizzle database');
  const built = new Map<string, ExplainStatement>();
  const remembered = new Map<string, { rows: number; until: number }>();
  return async (shape: string, build: () => SQL, values: Record<string, unknown>): Promise<number> => {
    const key = `${shape}\u0000${JSON.stringify(values)}`;
    const hit = remembered.get(key);
    if (hit !== undefined && hit.until > now()) return hit.rows;
    let statement = built.get(shape);
    if (statement === undefined) {
      const query = dialect.sqlToQuery(sql`explain (format json) ${build()}`);
      statement = db._.session.prepareQuery(
        query,
        undefined,
        undefined,
        false,
      ) as unknown as ExplainStatement;
      built.set(shape, statement);
    }
    const { rows } = await statement.execute(values);
    const estimate = planRows(rows[0]);
    remembered.delete(key);
    if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, { rows: estimate, until: now() + ttlMs });
    return estimate;
  };
}
