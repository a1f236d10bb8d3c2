import pg from 'pg';
import { BARE_SQL } from './framework-tax-bare-sql';

/**
 * `bench/framework-tax.ts --explain`: the public list's plan, run plainly and as the app runs it (a
 * prepared statement past PostgreSQL's five custom plans).
 */
export async function explainListPlan(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const parameters = [21, 0];
    for (let i = 0; i < 5; i++) await client.query(BARE_SQL.list, parameters);
    const { rows } = await client.query(`explain (analyze, buffers) ${BARE_SQL.list}`, parameters);
    console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    // As the app runs it: a prepared statement, executed past PostgreSQL's five custom plans.
    // With LIMIT and OFFSET as parameters the generic plan is costed for a tenth of the table,
    // so PostgreSQL keeps planning each execution; the counters below show which it used.
    await client.query(`prepare list_page(bigint, bigint) as ${BARE_SQL.list}`);
    for (let i = 0; i < 6; i++) await client.query('execute list_page(21, 0)');
    const prepared = await client.query('explain (analyze, buffers) execute list_page(21, 0)');
    const plans = await client.query(
      `select generic_plans, custom_plans from pg_prepared_statements where name = 'list_page'`,
    );
    console.log(
      `\n-- prepared, 7th execution (${JSON.stringify(plans.rows[0])}):\n${prepared.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
    );
  } finally {
    await client.end();
  }
}
