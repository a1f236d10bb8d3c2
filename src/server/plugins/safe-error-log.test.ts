import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppInstance } from '../app-types';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-database';

const SECRET = 'sessiontoken_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

/** Failed queries reach the log with their SQL but never with the values bound to them. */
describe('logged database errors', () => {
  let app: AppInstance;
  let database: Database;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'x'.repeat(40),
      SEED_DEMO: 'false',
    });
    app = await buildApp({
      config,
      database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    // Two failing queries behind real routes: an unknown table, and a unique violation whose
    // PostgreSQL detail names the duplicated value.
    app.get('/test/failing-query', async () => {
      await database.db.execute(sql`select * from no_such_table where token = ${SECRET}`);
    });
    app.get('/test/duplicate-key', async () => {
      await database.db.execute(sql`create temporary table if not exists t_tokens (token text primary key)`);
      await database.db.execute(sql`insert into t_tokens (token) values (${SECRET})`);
      await database.db.execute(sql`insert into t_tokens (token) values (${SECRET})`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs the failure, its SQL and its PostgreSQL error, without the bound value', async () => {
    for (const url of ['/test/failing-query', '/test/duplicate-key']) {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.body).not.toContain(SECRET);
      const logged = lines.join('\n');
      expect(logged, url).toContain('request failed');
      expect(logged, url).toContain('Failed query');
      expect(logged, url).toContain('params: [redacted]');
      expect(logged, url).not.toContain(SECRET);
      expect(logged, url).not.toContain(SECRET.slice(0, 20));
    }
    expect(lines.join('\n')).toMatch(/duplicate key|t_tokens_pkey/);
  });

  it('scrubs errors logged directly too, with their causes', async () => {
    lines.length = 0;
    const err = await database.db.execute(sql`select ${SECRET}::int`).then(
      () => new Error('expected a failure'),
      (e: unknown) => e,
    );
    app.log.error({ err }, 'direct');
    app.log.warn({ detail: [err] }, 'auth: adapter failed');
    const logged = lines.join('\n');
    expect(logged).toContain('invalid input syntax');
    expect(logged).not.toContain(SECRET);
  });
});
