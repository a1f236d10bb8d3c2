/**
 * `npm run bench`: load benchmarks of the real app over a seeded PostgreSQL database, side by side
 * with the bare baseline in the same run. Fill the database first:
 *
 *   DATABASE_URL=postgres://... npm run db:seed -- --stories 1000000
 *   DATABASE_URL=postgres://... npm run bench -- [--duration 10] [--connections 10] [--warmup 2] [--only baseline,story,search]
 *
 * `--only` takes scenario names or groups (the part before the colon: story, dashboard, search,
 * stories), comma-separated; `baseline` adds the bare baseline. Each scenario first runs
 * `--warmup` seconds unmeasured. The machine's load average is printed before and after.
 *
 * Results print as a markdown table and are written to bench/out/ (not committed); the reports
 * in bench/*.md quote them with the machine and date.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startBaseline } from './baseline';
import { load, markdownTable, type LoadResult } from './load';
import { scenarios } from './scenarios';
import { startBenchApp } from './bench-app';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    warmup: { type: 'string', default: '2' },
  },
});
const only = values.only?.split(',').map((o) => o.trim());
const selected = (name: string) => !only || only.some((o) => name === o || name.startsWith(`${o}:`));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run db:seed -- --stories N`.');
  process.exit(1);
}
const opts = { duration: Number(values.duration), connections: Number(values.connections) };

const bench = await startBenchApp(databaseUrl);
const { database, appUrl } = bench;
const baseline = await startBaseline(databaseUrl);

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const loadBefore = loadAverage();
const warmup = { ...opts, duration: Number(values.warmup) };
const results: LoadResult[] = [];
try {
  if (selected('baseline'))
    results.push(await load('baseline: bare Fastify + pg top-20', `${baseline.url}/top`, opts));
  for (const s of scenarios) {
    if (!selected(s.name)) continue;
    const ctx = await s.prepare?.(database, appUrl);
    const url = `${appUrl}${typeof s.path === 'function' ? s.path(ctx) : s.path}`;
    const request = { headers: s.headers?.(ctx) ?? {}, method: s.method, body: s.body };
    if (warmup.duration > 0) await load(s.name, url, { ...warmup, ...request });
    results.push(await load(s.name, url, { ...opts, ...request }));
  }
} finally {
  await baseline.close();
  await bench.close();
}
const loadAfter = loadAverage();
const table = markdownTable(results);
console.log(
  `${new Date().toISOString()}, ${os.cpus().length} cores, ${opts.connections} connections, ${opts.duration} s each`,
);
console.log(`load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}`);
console.log(table);
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync(
  `bench/out/${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify({ opts, loadBefore, loadAfter, results }, null, 2),
);
