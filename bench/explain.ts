/**
 * `npx tsx bench/explain.ts [--only story,dashboard,search]`: the query plans behind the bench
 * scenarios. Sends each scenario's request to the real app (twice to warm up, then once more
 * recording every SQL statement the app sends), then runs each recorded read again with
 * auto_explain (ANALYZE, BUFFERS, nested statements), so the plans of the statements inside SQL
 * functions (reading streak, favourite genre) show too. Writes are listed, not run. Needs a
 * superuser connection (LOAD 'auto_explain'). Prints markdown and writes it to bench/out/.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/explain.ts --only story
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { scenarios } from './scenarios';
import { startBenchApp } from './bench-app';

type Statement = { text: string; values: unknown[] };

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const only = args.only?.split(',').map((o) => o.trim());
const selected = (name: string) => !only || only.some((o) => name === o || name.startsWith(`${o}:`));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run db:seed -- --stories N`.');
  process.exit(1);
}

// Every statement the app sends goes through pg.Client#query; record them while `recording`.
let recording: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (recording) {
    const text = typeof first === 'string' ? first : first.text;
    // Drizzle passes a config object with the values beside it; others pass them inside.
    const values =
      (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(second) ? second : []);
    recording.push({ text, values });
  }
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const isRead = (text: string) => /^\s*\(?\s*(select|with)\b/i.test(text);

/** auto_explain's plans of one statement and of every statement it runs inside, warm. */
async function explain(client: pg.Client, statement: Statement): Promise<string[]> {
  const plans: string[] = [];
  const onNotice = (notice: { message?: string }) => plans.push(notice.message ?? '');
  await client.query(statement.text, statement.values);
  client.on('notice', onNotice);
  try {
    await client.query(statement.text, statement.values);
  } finally {
    client.off('notice', onNotice);
  }
  return plans.map(withoutQueryText);
}

/** auto_explain's message without the statement (the heading shows it), keeping the duration. */
function withoutQueryText(message: string): string {
  const lines = message.split('\n');
  const duration = /^duration: ([\d.]+) ms/.exec(lines[0] ?? '')?.[1];
  const planStart = lines.findIndex((line) => /^\S.*\(cost=/.test(line));
  return [`(took ${duration} ms)`, ...lines.slice(planStart)].join('\n');
}

const bench = await startBenchApp(databaseUrl);
const { database, appUrl } = bench;
const explainer = new pg.Client({ connectionString: databaseUrl });
await explainer.connect();
for (const setting of [
  "load 'auto_explain'",
  'set auto_explain.log_min_duration = 0',
  'set auto_explain.log_analyze = on',
  'set auto_explain.log_buffers = on',
  'set auto_explain.log_nested_statements = on',
  'set auto_explain.log_level = notice',
]) {
  await explainer.query(setting);
}

const out: string[] = [`# Query plans (${new Date().toISOString()})`, ''];
try {
  for (const s of scenarios) {
    if (!selected(s.name)) continue;
    const ctx = await s.prepare?.(database, appUrl);
    const url = `${appUrl}${typeof s.path === 'function' ? s.path(ctx) : s.path}`;
    const init = {
      method: s.method ?? 'GET',
      headers: { ...(s.body ? { 'content-type': 'application/json' } : {}), ...(s.headers?.(ctx) ?? {}) },
      body: s.body,
    };
    for (let i = 0; i < 2; i++) await (await fetch(url, init)).arrayBuffer();
    recording = [];
    const res = await fetch(url, init);
    await res.arrayBuffer();
    const statements: Statement[] = recording;
    recording = null;
    out.push(
      `## ${s.name}`,
      '',
      `\`${init.method} ${url.slice(appUrl.length)}\` → ${res.status}, ${statements.length} statements`,
      '',
    );
    for (const [i, statement] of statements.entries()) {
      out.push(`### ${i + 1}. ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`, '');
      if (!isRead(statement.text)) {
        out.push('(not a read: not run again)', '');
        continue;
      }
      out.push('```', ...(await explain(explainer, statement)), '```', '');
    }
  }
} finally {
  await explainer.end();
  await bench.close();
}
const markdown = out.join('\n');
console.log(markdown);
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync(`bench/out/plans-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, markdown);
