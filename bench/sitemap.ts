/**
 * `npx tsx bench/sitemap.ts`: how fast the sitemap is served from a large database. Starts the
 * real app on the database in DATABASE_URL (fill it with `npm run db:seed -- --stories 1000000`),
 * reads the index, then requests every author page and a spread of story pages, each REPEAT
 * times over one connection, and reports latency percentiles, URLs and bytes per page. Then it
 * replays the SQL of one story page and one author page under EXPLAIN (ANALYZE, BUFFERS).
 * Prints markdown.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/sitemap.ts [--pages 25] [--repeat 5]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBenchApp } from './bench-app';

const { values: args } = parseArgs({ options: { pages: { type: 'string' }, repeat: { type: 'string' } } });
const PAGES = Number(args.pages ?? 25);
const REPEAT = Number(args.repeat ?? 5);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run db:seed -- --stories N`.');
  process.exit(1);
}

type Statement = { text: string; values: unknown[] };
let recording: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (recording) {
    const text = typeof first === 'string' ? first : first.text;
    const values =
      (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(second) ? second : []);
    recording.push({ text, values });
  }
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(1);

async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return { elapsed, body };
}

function summary(label: string, samples: number[], urls: number[], bytes: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return `| ${label} | ${samples.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1)!)} | ${Math.round(avg(urls))} (${Math.min(...urls)}-${Math.max(...urls)}) | ${Math.round(avg(bytes) / 1024)} KiB |`;
}

async function main() {
  const bench = await startBenchApp(databaseUrl!);
  const out: string[] = [];
  try {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const [{ published }] = (
      await db.query(
        `select count(*)::int as published from stories where privacy_level = 'Public' and publication_status is not null`,
      )
    ).rows;
    const [{ total }] = (await db.query('select count(*)::int as total from stories')).rows;
    const [{ authors }] = (await db.query('select count(*)::int as authors from users')).rows;
    out.push(`Database: ${total} stories (${published} published), ${authors} users.`, '');

    // The first index request walks both primary keys for the page ranges; later ones reuse them.
    recording = [];
    const cold = await timed(`${bench.appUrl}/sitemap.xml`);
    const walks = recording;
    recording = null;
    const indexTimes: number[] = [];
    let index = '';
    for (let i = 0; i < REPEAT * 4; i++) {
      const r = await timed(`${bench.appUrl}/sitemap.xml`);
      indexTimes.push(r.elapsed);
      index = r.body;
    }
    const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(/^https?:\/\/[^/]+/, bench.appUrl),
    );
    const storyPages = pages.filter((p) => p.includes('/stories-'));
    const authorPages = pages.filter((p) => p.includes('/authors-'));
    const step = Math.max(1, Math.floor(storyPages.length / PAGES));
    const sampled = storyPages.filter((_, i) => i % step === 0).slice(0, PAGES);

    const run = async (list: string[]) => {
      const samples: number[] = [];
      const urls: number[] = [];
      const bytes: number[] = [];
      for (const page of list) {
        for (let i = 0; i < REPEAT; i++) {
          const r = await timed(page);
          // First request of each page is cold for that range; it counts like any other.
          samples.push(r.elapsed);
          if (i === 0) {
            urls.push((r.body.match(/<url>/g) ?? []).length);
            bytes.push(Buffer.byteLength(r.body));
          }
        }
      }
      return { samples, urls, bytes };
    };
    const s = await run(sampled);
    const a = await run(authorPages);
    out.push(
      `Index: ${storyPages.length} story pages and ${authorPages.length} author pages.`,
      '',
      '| request | requests | p50 ms | p95 ms | p99 ms | max ms | URLs per page (min-max) | bytes per page |',
      '|---|---|---|---|---|---|---|---|',
      `| \`/sitemap.xml\`, first request (walks the keys) | 1 | ${ms(cold.elapsed)} | | | | ${pages.length} pages | ${Math.round(Buffer.byteLength(index) / 1024)} KiB |`,
      summary('`/sitemap.xml` (index, ranges kept)', indexTimes, [pages.length], [Buffer.byteLength(index)]),
      summary(
        `story pages (${sampled.length} of ${storyPages.length}, ×${REPEAT})`,
        s.samples,
        s.urls,
        s.bytes,
      ),
      summary(`author pages (all ${authorPages.length}, ×${REPEAT})`, a.samples, a.urls, a.bytes),
      '',
    );

    // The plans: the key walks of the index, then the statements of one story page and one author page.
    for (const statement of walks) {
      const plan = await db.query(
        `explain (analyze, buffers, costs off) ${statement.text}`,
        statement.values,
      );
      out.push(
        '`/sitemap.xml` (first request):',
        '',
        '```sql',
        statement.text.replace(/\s+/g, ' ').trim(),
        '```',
        '',
        '```',
      );
      out.push(...plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!), '```', '');
    }
    for (const page of [
      sampled[Math.floor(sampled.length / 2)]!,
      authorPages[Math.floor(authorPages.length / 2)]!,
    ]) {
      recording = [];
      await timed(page);
      const statements = recording;
      recording = null;
      for (const statement of statements) {
        const plan = await db.query(
          `explain (analyze, buffers, costs off) ${statement.text}`,
          statement.values,
        );
        out.push(
          `\`${page.replace(bench.appUrl, '')}\`:`,
          '',
          '```sql',
          statement.text.replace(/\s+/g, ' ').trim(),
          '```',
          '',
          '```',
        );
        out.push(...plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!), '```', '');
      }
    }
    await db.end();
  } finally {
    await bench.close();
  }
  console.log(out.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
