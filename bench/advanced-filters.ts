/**
 * `npx tsx bench/advanced-filters.ts [--runs 200]`: the advanced library filter the issue names
 * (three tags included, one excluded) at the scale of the database given, straight in SQL as
 * modules/search/advanced-search.repository.ts sends it (first page, most viewed first), beside
 * the query it sent before stories.tag_ids.
 * Tags the stories first when story_tags is empty: 1,000 tags, 3 to 8 per published story,
 * skewed so the first tags are common (a few thousand stories per popular tag and far fewer
 * for the rest). Prints p50/p95/max and the plan (EXPLAIN ANALYZE, BUFFERS).
 *
 *   DATABASE_URL=postgres://... npx tsx bench/advanced-filters.ts
 */
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(args.runs ?? 200);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run db:seed -- --stories N`.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);

if ((await count('select count(*) as n from story_tags')) === 0) {
  const started = Date.now();
  await client.query(`insert into tags (name, name_key, slug)
    select 'Bench tag ' || i, 'bench tag ' || i, 'bench-tag-' || i from generate_series(1, 1000) i
    on conflict do nothing`);
  // Tag k of a story is drawn with a square skew: low-numbered tags are far more common.
  await client.query(`insert into story_tags (story_id, tag_id, position)
    select s.story_id, t.tag_id, min(g.k)
    from stories s
    cross join lateral generate_series(0, 2 + (abs(hashtext(s.story_id::text)) % 6)) g(k)
    join tags t on t.slug = 'bench-tag-' || (1 + floor(1000 * power(
      (abs(hashtext(s.story_id::text || ':' || g.k)) % 100000) / 100000.0, 2)))::int
    where s.privacy_level = 'Public' and s.publication_status is not null
    group by s.story_id, t.tag_id`);
  await client.query('analyze story_tags; analyze tags; analyze stories');
  console.log(`tagged the stories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const published = await count(
  `select count(*) as n from stories where privacy_level = 'Public' and publication_status is not null`,
);
const links = await count('select count(*) as n from story_tags');
const tagIds = async (slugs: string[]) =>
  (await client.query('select tag_id from tags where slug = any($1) order by slug', [slugs])).rows.map(
    (r) => r.tag_id as string,
  );
// Three tags readers would combine (common, fairly common, middling) and one to leave out.
const include = await tagIds(['bench-tag-2', 'bench-tag-5', 'bench-tag-20']);
const [exclude] = await tagIds(['bench-tag-1']);

const PUBLISHED = `s.privacy_level = 'Public' and s.publication_status is not null`;
/**
 * The query advanced-search.repository.ts sends (included tags `@>`, excluded `&&` on the GIN
 * index of stories.tag_ids), and the one it sent before (grouping the included tags' postings in
 * story_tags), to compare on the same data.
 */
const QUERIES: Record<string, string> = {
  'tag_ids (GIN)': `select s.story_id, s.title, s.view_count from stories s
  where ${PUBLISHED} and s.tag_ids @> array[$1, $2, $3]::uuid[] and not (s.tag_ids && array[$4]::uuid[])
  order by s.view_count desc, s.story_id limit 21`,
  'story_tags postings (before)': `select s.story_id, s.title, s.view_count from stories s
  where ${PUBLISHED}
    and s.story_id in (select story_id from story_tags where tag_id in ($1, $2, $3)
      group by story_id having count(*) = 3)
    and not exists (select 1 from story_tags x where x.story_id = s.story_id and x.tag_id in ($4))
  order by s.view_count desc, s.story_id limit 21`,
  'tag_ids + language': `select s.story_id, s.title, s.view_count from stories s
  where ${PUBLISHED} and s.tag_ids @> array[$1, $2, $3]::uuid[] and not (s.tag_ids && array[$4]::uuid[])
    and s.language = 'en'
  order by s.view_count desc, s.story_id limit 21`,
};
const params = [...include, exclude];
console.log(`published stories: ${published}, story_tags rows: ${links}`);

for (const [name, query] of Object.entries(QUERIES)) {
  for (let i = 0; i < 5; i++) await client.query(query, params);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    rows = (await client.query(query, params)).rowCount ?? 0;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const plan = (await client.query(`explain (analyze, buffers) ${query}`, params)).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  console.log(`\n## ${name}: three tags included, one excluded, ${RUNS} runs, ${rows} rows on the page`);
  console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  console.log(plan);
}
await client.end();
