import pg from 'pg';

/** Connection string of another database on the same server as `baseUrl`. */
export function postgresUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database, optionally as a copy of a template. Concurrent copies of one template can
 * collide ("source database is being accessed by other users"), so those are retried briefly.
 */
export async function createPostgresDatabase(baseUrl: string, name: string, template?: string) {
  const sql = `create database "${name}"${template ? ` template "${template}"` : ''}`;
  for (let attempt = 0; ; attempt++) {
    try {
      return await admin(baseUrl, (c) => c.query(sql));
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropPostgresDatabase(baseUrl: string, name: string) {
  await admin(baseUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}
