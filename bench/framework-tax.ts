/**
 * The framework tax on the public routes: the app's public list, a story page (guest) and search
 * against bare Fastify + pg routes running the same SQL (framework-tax-bare.ts), each server in
 * its own process so the load generator never shares their event loop.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts [--rounds 3] [--duration 5] [--connections 1,4]
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts --profile app|bare [--route list|story|search] [--connections 4] [--duration 10]
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts --explain
 *
 * Rounds are interleaved: every round runs each route at each connection count on both servers,
 * alternating which goes first, so a change in the machine's load hits both sides. `--profile`
 * runs one route (the public list unless `--route`) at 4 connections (or the last of
 * `--connections`) against one server under the V8 CPU profiler and prints
 * where its main thread spent the time. Needs `npm run db:seed -- --stories 1000000`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/server/test/server-process';
import { BARE_SQL, startBare } from './framework-tax-bare';
import { startBenchApp } from './bench-app';
import { summariseProfile } from './cpu-profile-summary';

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    port: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,4' },
    profile: { type: 'string' },
    route: { type: 'string', default: 'list' },
    'profile-out': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL database filled by `npm run db:seed -- --stories 1000000`.',
  );
  process.exit(1);
}

/** The published story the story-page route opens: a few chapters and comments, like most of the library. */
async function typicalStoryId(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ story_id: string }>(`select s.story_id from stories s
      where s.privacy_level = 'Public' and s.publication_status is not null and s.chapter_count between 2 and 5
        and exists (select 1 from user_comments c where c.story_id = s.story_id)
      order by s.story_id limit 1`);
    if (!rows[0]) throw new Error('no typical story: seed the database first');
    return rows[0].story_id;
  } finally {
    await client.end();
  }
}

type Side = 'app' | 'bare';
type Route = { name: string; app: string; bare: string };
const routes = (storyId: string): Route[] => [
  { name: 'public list', app: '/api/v1/library/search', bare: '/list' },
  { name: 'story page', app: `/api/v1/library/stories/${storyId}`, bare: `/story/${storyId}` },
  { name: 'search', app: '/api/v1/library/search?q=harbour', bare: '/search?q=harbour' },
];

/**
 * Child process mode: one server, its URL printed as a JSON line once it listens. With
 * `--profile-out`, the V8 CPU profiler runs from then until SIGINT (start-up is left out) and
 * the profile is written there.
 */
async function serve(side: Side, profileOut?: string) {
  const port = Number(values.port) || (await freePort());
  const server =
    side === 'app'
      ? await startBenchApp(databaseUrl!).then((b) => ({ url: b.appUrl, close: b.close }))
      : await startBare(databaseUrl!, port).then((b) => ({
          url: `http://127.0.0.1:${port}`,
          close: b.close,
        }));
  const session = profileOut ? new inspector.Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  console.log(JSON.stringify({ url: server.url }));
  process.once('SIGINT', async () => {
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(profileOut!, JSON.stringify(profile));
    }
    await server.close();
    process.exit(0);
  });
}

async function spawnServer(
  side: Side,
  extraArgs: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/framework-tax.ts', '--serve', side, ...extraArgs],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) =>
      reject(new Error(`${side} server exited (${code}) before listening:\n${out}`)),
    );
  });
  return { url, child };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

type Run = { rps: number; p50: number; p99: number; total: number; errors: number };

/**
 * `connections` keep-alive connections, each sending its next GET as soon as the last answer
 * arrived, for `duration` seconds. Latencies are timed in microseconds (autocannon rounds them to
 * whole milliseconds, too coarse for a 1 ms route's p99).
 */
async function hit(url: string, connections: number, duration: number): Promise<Run> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`benchmarks only target loopback: ${url}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + duration * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - start);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), total: latencies.length, errors };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const fixed = (n: number, d = 2) => n.toFixed(d);

async function sideBySide() {
  const rounds = Number(values.rounds);
  const duration = Number(values.duration);
  const connectionCounts = values.connections!.split(',').map(Number);
  const list = routes(await typicalStoryId(databaseUrl!));
  const servers = { app: await spawnServer('app'), bare: await spawnServer('bare') };
  const rows: string[] = [];
  const loadBefore = loadAverage();
  try {
    for (const route of list)
      for (const side of ['app', 'bare'] as const) await hit(`${servers[side].url}${route[side]}`, 4, 2);
    for (let round = 1; round <= rounds; round++) {
      for (const connections of connectionCounts) {
        for (const route of list) {
          const order: Side[] = round % 2 ? ['app', 'bare'] : ['bare', 'app'];
          const res = {} as Record<Side, Run>;
          for (const side of order)
            res[side] = await hit(`${servers[side].url}${route[side]}`, connections, duration);
          const row = `| ${round} | ${connections} | ${route.name} | ${fixed(res.app.rps, 0)} | ${fixed(res.bare.rps, 0)} | ${fixed(res.app.rps / res.bare.rps)} | ${res.app.p99} | ${res.bare.p99} | ${fixed(res.app.p99 / res.bare.p99)} | ${res.app.errors + res.bare.errors} | ${loadAverage().split(',')[0]} |`;
          console.log(row);
          rows.push(row);
        }
      }
    }
  } finally {
    await stop(servers.app.child);
    await stop(servers.bare.child);
  }
  const header = [
    `${new Date().toISOString()}, ${os.cpus().length} cores, ${duration} s a run; load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}`,
    '',
    '| round | conns | route | app req/s | bare req/s | throughput ratio | app p99 ms | bare p99 ms | p99 ratio | errors | load 1 min |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const table = [...header, ...rows].join('\n');
  console.log(`\n${table}`);
  fs.mkdirSync('bench/out', { recursive: true });
  fs.writeFileSync(`bench/out/framework-tax-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, table);
}

async function profile(side: Side) {
  const dir = path.resolve('bench/out/profiles');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `framework-tax-${side}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`,
  );
  const which = ['list', 'story', 'search'].indexOf(values.route!);
  if (which < 0) throw new Error('--route is list, story or search');
  const connections = Number(values.connections!.split(',').at(-1));
  const route = routes(which === 1 ? await typicalStoryId(databaseUrl!) : '')[which]!;
  const server = await spawnServer(side, ['--profile-out', file]);
  const url = `${server.url}${route[side]}`;
  const runs = [await hit(url, connections, 2), await hit(url, connections, Number(values.duration))];
  await stop(server.child);
  const last = runs[1]!;
  console.log(
    `${side}, ${route.name}: ${fixed(last.rps, 0)} req/s at ${connections} connections, p50 ${last.p50} ms, p99 ${last.p99} ms, ` +
      `load average ${loadAverage()}; ${path.basename(file)}`,
  );
  // The profile covers the warm-up too: per-request time counts both runs' requests.
  console.log(summariseProfile(file, runs[0]!.total + last.total));
}

async function explain() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const parameters = [0, 21];
    for (let i = 0; i < 5; i++) await client.query(BARE_SQL.list, parameters);
    const { rows } = await client.query(`explain (analyze, buffers) ${BARE_SQL.list}`, parameters);
    console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    // As the app runs it: a prepared statement, executed past PostgreSQL's five custom plans.
    // With LIMIT and OFFSET as parameters the generic plan is costed for a tenth of the table,
    // so PostgreSQL keeps planning each execution; the counters below show which it used.
    await client.query(`prepare list_page(bigint, bigint) as ${BARE_SQL.list}`);
    for (let i = 0; i < 6; i++) await client.query('execute list_page(0, 21)');
    const prepared = await client.query('explain (analyze, buffers) execute list_page(0, 21)');
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

if (values.serve) await serve(values.serve as Side, values['profile-out']);
else if (values.profile) await profile(values.profile as Side);
else if (values.explain) await explain();
else await sideBySide();
