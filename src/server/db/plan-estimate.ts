import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { queryRows } from './query-rows';

type PlanRow = { 'QUERY PLAN': unknown };
type ExplainStatement = { execute(values: Record<string, unknown>): Promise<{ rows: PlanRow[] }> };

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
 */
export function estimateCache(db: Db) {
  const dialect = (db as unknown as { dialect?: PgDialect }).dialect;
  if (typeof dialect?.sqlToQuery !== 'function') throw new Error('estimateCache needs a Drizzle database');
  const built = new Map<string, ExplainStatement>();
  return async (shape: string, build: () => SQL, values: Record<string, unknown>): Promise<number> => {
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
    return planRows(rows[0]);
  };
}
