import Fastify from 'fastify';
import pg from 'pg';

/**
 * The ceiling the public routes are judged against: bare Fastify over node-postgres running the
 * SAME statements the app runs for the public list, a story page (guest) and search, with no
 * hooks, validation, ORM or serialiser schema. The statement texts are copied from the app's
 * query log (the repositories in src/server/modules/library and search), and sent the same way:
 * the list and the story page's two reads as named (prepared) statements, search unnamed. Keep
 * them in step when the app's SQL changes, so the ratio measures the framework, not the query.
 */
const CARD = `s.story_id, s.title, s.description, s.genre, s.status, s.cover_image,
  coalesce(u.username, 'Unknown') as author_username, s.rating, s.view_count,
  s.published_word_count as word_count, s.published_chapter_count as chapter_count,
  s.published_at`;

export const BARE_SQL = {
  list: `select ${CARD} from stories s left join users u on u.user_id = s.created_by
    where s.privacy_level = 'Public' and s.publication_status is not null
    order by s.view_count desc, s.story_id asc offset $1 limit $2`,
  search: `select ${CARD} from stories s left join users u on u.user_id = s.created_by
    inner join (select story_id, row_number() over (order by case when by_views <= $1 then tier else 3 end,
        case when by_views <= $1 then score end desc nulls last, view_count desc, story_id) as place
      from (select story_id, view_count,
              case when lower(title) = lower($2) then 0 when title ilike $3 then 1 else 2 end as tier,
              ts_rank(search_vector, websearch_to_tsquery('english', $2)) as score,
              row_number() over (order by view_count desc, story_id) as by_views
            from stories
            where privacy_level = 'Public' and publication_status is not null and (title ilike $4 or description ilike $4)
            order by view_count desc, story_id asc limit $1) pool
      order by place limit $5) page on page.story_id = s.story_id
    order by place`,
  story: `select s.story_id, s.title, s.description, s.genre, s.status, s.cover_image, s.created_by, s.privacy_level,
      s.publication_status, s.rating, s.view_count, s.published_at, s.updated_at,
      coalesce(u.username, 'Unknown') as author_username, u.profile_image, s.rating_count
    from stories s left join users u on u.user_id = s.created_by where s.story_id = $1 limit 1`,
  chapters: `select chapter_id, title, word_count from chapters where story_id = $1 and status = 'published' order by position asc`,
};

export async function startBare(databaseUrl: string, port: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  const prepared = (name: keyof typeof BARE_SQL, values: unknown[]) =>
    pool.query({ name: `bare_${name}`, text: BARE_SQL[name], values });
  app.get('/list', async () => (await prepared('list', [0, 21])).rows);
  app.get<{ Querystring: { q: string } }>('/search', async (request) => {
    const q = request.query.q;
    return (await pool.query(BARE_SQL.search, [200, q, `${q}%`, `%${q}%`, 21])).rows;
  });
  app.get<{ Params: { id: string } }>('/story/:id', async (request, reply) => {
    const [story] = (await prepared('story', [request.params.id])).rows;
    if (!story) return reply.code(404).send({ error: 'not found' });
    const chapters = (await prepared('chapters', [request.params.id])).rows;
    return { ...story, chapters };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
