import Fastify from 'fastify';
import pg from 'pg';

/**
 * The ceiling our routes are judged against: a bare Fastify route over node-postgres serving the
 * top-20 public stories with their creators' usernames, with no auth, validation or ORM.
 */
export async function startBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/top', async () => {
    const { rows } = await pool.query(
      `select s.story_id, s.title, s.genre, s.view_count, u.username
         from stories s join users u on u.user_id = s.created_by
        where s.privacy_level = 'Public'
        order by s.view_count desc
        limit 20`,
    );
    return rows;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
