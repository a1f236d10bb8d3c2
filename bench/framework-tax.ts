/**
 * The framework tax on the public routes: each public route of the app (the library list, a
 * story page and search for a guest, My Stories for its owner, the marketplace list and search,
 * groups, the leaderboard and a sitemap page) against a bare Fastify + pg twin running the same
 * SQL and answering the same bytes (framework-tax-bare.ts), each server in its own process so the
 * load generator never shares their event loop. The app runs as it ships: its request log at
 * `info` (JSON lines, to bench/out/framework-tax-app.log), unless `--log off` or another level.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts [--rounds 3] [--duration 5] [--slice 1] [--warmup 5] [--connections 1,4,10] [--routes list,story,...] [--log info|off]
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts --check        # compare the answers only
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts --profile app|bare [--route list|story|...] [--connections 4] [--duration 10] [--allocations]
 *   DATABASE_URL=postgres://... npx tsx bench/framework-tax.ts --explain
 *
 * Before measuring, every route's answers are compared (status, every header but Date and the
 * connection's, and the body byte for byte); a difference stops the bench. Rounds are interleaved: every round runs each route at
 * each connection count on both servers, alternating which goes first, and within a cell the two
 * servers take turns in slices of `--slice` seconds (1) until each had `--duration` seconds, so a
 * change in the machine's load hits both sides; every route warms up on both first (`--warmup` seconds). Each
 * run also reads the server process's CPU time (/proc), for CPU per request, and the end gives each
 * cell's median ratios over the rounds (framework-tax-summary.ts). `--profile` runs one route (the public list unless `--route`) at 4 connections
 * (or the last of `--connections`) against one server under the V8 CPU profiler and prints where
 * its main thread spent the time, with the server's CPU split between its main thread and V8's
 * worker threads (garbage collection, compiling); with `--allocations`, the V8 sampling heap
 * profiler instead, counting what both collectors freed, so it prints what a request allocates
 * and where. The app's process gets the Node options `npm start` gives (framework-tax-processes.ts).
 * Needs `npm run db:seed -- --stories 1000000`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../src/server/test/server-process';
import { startBare } from './framework-tax-bare';
import { benchFixtures, signedInHeaders } from './framework-tax-fixtures';
import { differenceBetween, hit, hitPaired, threadCpuMs, type Run, type Target } from './framework-tax-load';
import { startBenchApp } from './bench-app';
import { summariseProfile } from './cpu-profile-summary';
import { summariseHeapProfile } from './heap-profile-summary';
import { profileWhenAsked } from './framework-tax-profiling';
import { summariseRounds, type Ratios } from './framework-tax-summary';
import { explainListPlan } from './framework-tax-explain';
import { watchDatabaseQuiet } from './framework-tax-quiet';
import { spawnServer, stop, type Server } from './framework-tax-processes';

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    port: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    slice: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,4,10' },
    routes: { type: 'string' },
    log: { type: 'string', default: 'info' },
    'public-url': { type: 'string' },
    check: { type: 'boolean', default: false },
    profile: { type: 'string' },
    route: { type: 'string', default: 'list' },
    'profile-out': { type: 'string' },
    allocations: { type: 'boolean', default: false },
    'heap-out': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
// One session secret for both servers (children inherit it), so the bare twin can check the
// signed session cookie of My Stories as the app does.
process.env.AUTH_SECRET ??= 'framework-tax-bench-secret-not-for-any-real-server';
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL database filled by `npm run db:seed -- --stories 1000000`.',
  );
  process.exit(1);
}

type Side = 'app' | 'bare';
type Route = { name: string; key: string; app: string; bare: string; signedIn?: boolean };
type Fixtures = { storyId: string; sitemap: { from: string; to: string } };
const routes = ({ storyId, sitemap }: Fixtures): Route[] => [
  { name: 'public list', key: 'list', app: '/api/v1/library/search', bare: '/list' },
  { name: 'story page', key: 'story', app: `/api/v1/library/stories/${storyId}`, bare: `/story/${storyId}` },
  { name: 'search', key: 'search', app: '/api/v1/library/search?q=harbour', bare: '/search?q=harbour' },
  { name: 'My Stories', key: 'my-stories', app: '/api/v1/stories', bare: '/my-stories', signedIn: true },
  { name: 'marketplace list', key: 'templates', app: '/api/v1/marketplace/templates', bare: '/templates' },
  {
    name: 'marketplace search',
    key: 'template-search',
    app: '/api/v1/marketplace/templates?q=harbour',
    bare: '/templates?q=harbour',
  },
  { name: 'groups', key: 'groups', app: '/api/v1/groups', bare: '/groups' },
  { name: 'leaderboard', key: 'leaderboard', app: '/api/v1/leaderboards', bare: '/leaderboard' },
  {
    name: 'sitemap page',
    key: 'sitemap',
    app: `/sitemaps/stories-${sitemap.from}-${sitemap.to}.xml`,
    bare: `/sitemap/${sitemap.from}/${sitemap.to}`,
  },
];
const routeKeys = () => routes({ storyId: '', sitemap: { from: '', to: '' } }).map((r) => r.key);

/**
 * Child process mode: one server, its URL sent to the parent once it listens (stdout carries the
 * app's log). With `--profile-out` (the V8 CPU profiler) or `--heap-out` (the sampling heap
 * profiler), the profiler runs from the parent's 'profile' message until SIGINT and its profile
 * is written there.
 */
async function serve(side: Side, profileOut?: string, heapOut?: string) {
  const port = Number(values.port) || (await freePort());
  const logLevel = values.log === 'off' ? undefined : values.log;
  const server =
    side === 'app'
      ? await startBenchApp(databaseUrl!, { logLevel }).then((b) => ({ url: b.appUrl, close: b.close }))
      : await startBare(databaseUrl!, port, {
          publicUrl: values['public-url']!,
          authSecret: process.env.AUTH_SECRET!,
        }).then((b) => ({ url: `http://127.0.0.1:${port}`, close: b.close }));
  const profiling = profileWhenAsked(side, { cpuOut: profileOut, heapOut });
  process.send!({ url: server.url });
  process.once('SIGINT', async () => {
    await profiling.finish();
    await server.close();
    process.exit(0);
  });
}

/** Both servers, the routes with their fixtures, and My Stories' session cookie. */
async function startBoth(extra: Partial<Record<Side, string[]>> = {}) {
  const fixtures = await benchFixtures(databaseUrl!);
  const app = await spawnServer('app', [`--log`, values.log!, ...(extra.app ?? [])]);
  const bare = await spawnServer('bare', [
    '--log',
    values.log!,
    '--public-url',
    app.url,
    ...(extra.bare ?? []),
  ]);
  const headers = await signedInHeaders(databaseUrl!, app.url, fixtures.ownerId);
  return { servers: { app, bare }, list: routes(fixtures), headers };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const fixed = (n: number, d = 2) => n.toFixed(d);

/** Compares every route's answers byte for byte; throws on the first difference. */
async function checkIdentical(list: Route[], servers: Record<Side, Server>, headers: Record<string, string>) {
  for (const route of list) {
    const difference = await differenceBetween(
      `${servers.app.url}${route.app}`,
      `${servers.bare.url}${route.bare}`,
      route.signedIn ? headers : {},
    );
    if (difference)
      throw new Error(`${route.name}: the app and its bare twin answer differently: ${difference}`);
    console.log(`${route.name}: identical answers`);
  }
}

async function sideBySide() {
  const rounds = Number(values.rounds);
  const duration = Number(values.duration);
  const slice = Number(values.slice);
  const connectionCounts = values.connections!.split(',').map(Number);
  const only = values.routes?.split(',');
  const { servers, list: all, headers } = await startBoth();
  const quiet = await watchDatabaseQuiet(databaseUrl!);
  const list = only ? all.filter((r) => only.includes(r.key)) : all;
  const rows: string[] = [];
  const cells = new Map<string, Ratios[]>();
  const loadBefore = loadAverage();
  try {
    await checkIdentical(list, servers, headers);
    if (values.check) return;
    const target = (side: Side, route: Route): Target => ({
      url: `${servers[side].url}${route[side]}`,
      headers: route.signedIn ? headers : {},
      pid: servers[side].child.pid,
    });
    const waitForQuiet = async () => {
      const waited = await quiet.wait();
      if (waited > 2000) console.log(`(waited ${fixed(waited / 1000, 1)} s for the database to fall quiet)`);
    };
    // Both servers warm up on every route first: the app has more code for the JIT to settle.
    const warmup = Number(values.warmup);
    for (const route of list)
      for (const { url, headers: sent, pid } of [target('app', route), target('bare', route)])
        await waitForQuiet().then(() => hit(url, 4, warmup, sent, pid));
    for (let round = 1; round <= rounds; round++) {
      for (const connections of connectionCounts) {
        for (const route of list) {
          const order: Side[] = round % 2 ? ['app', 'bare'] : ['bare', 'app'];
          await waitForQuiet();
          const [first, second] = await hitPaired(
            [target(order[0]!, route), target(order[1]!, route)],
            connections,
            duration,
            slice,
          );
          const res = { [order[0]!]: first, [order[1]!]: second } as Record<Side, Run>;
          const row = `| ${round} | ${connections} | ${route.name} | ${fixed(res.app.rps, 0)} | ${fixed(res.bare.rps, 0)} | ${fixed(res.app.rps / res.bare.rps)} | ${res.app.p99} | ${res.bare.p99} | ${fixed(res.app.p99 / res.bare.p99)} | ${fixed(res.app.cpuMs, 3)} | ${fixed(res.bare.cpuMs, 3)} | ${fixed(res.app.cpuMs / res.bare.cpuMs)} | ${res.app.errors + res.bare.errors} | ${loadAverage().split(',')[0]} |`;
          console.log(row);
          rows.push(row);
          const cell = `${connections}, ${route.name}`;
          cells.set(cell, [
            ...(cells.get(cell) ?? []),
            {
              throughput: res.app.rps / res.bare.rps,
              p99: res.app.p99 / res.bare.p99,
              cpu: res.app.cpuMs / res.bare.cpuMs,
            },
          ]);
        }
      }
    }
  } finally {
    await quiet.close();
    await stop(servers.app.child);
    await stop(servers.bare.child);
  }
  const header = [
    `${new Date().toISOString()}, ${os.cpus().length} cores, ${duration} s a side a cell in ${slice}-s slices taking turns, after ${values.warmup} s of warm-up a route, app log: ${values.log}; load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}`,
    '',
    '| round | conns | route | app req/s | bare req/s | throughput ratio | app p99 ms | bare p99 ms | p99 ratio | app CPU ms/req | bare CPU ms/req | CPU ratio | errors | load 1 min |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const table = [...header, ...rows, '', summariseRounds(cells)].join('\n');
  console.log(`\n${table}`);
  fs.writeFileSync(`bench/out/framework-tax-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, table);
}

async function profile(side: Side) {
  const dir = path.resolve('bench/out/profiles');
  fs.mkdirSync(dir, { recursive: true });
  const allocations = values.allocations;
  const file = path.join(
    dir,
    `framework-tax-${side}-${new Date().toISOString().replace(/[:.]/g, '-')}.${allocations ? 'heapprofile' : 'cpuprofile'}`,
  );
  if (!routeKeys().includes(values.route!)) throw new Error(`--route is one of ${routeKeys().join(', ')}`);
  const connections = Number(values.connections!.split(',').at(-1));
  const { servers, list, headers } = await startBoth({
    [side]: [allocations ? '--heap-out' : '--profile-out', file],
  });
  const route = list.find((r) => r.key === values.route)!;
  const server = servers[side];
  const url = `${server.url}${route[side]}`;
  const sent = route.signedIn ? headers : {};
  await hit(url, connections, 2, sent);
  await new Promise((resolve) => {
    server.child.once('message', resolve);
    server.child.send('profile');
  });
  const threadsBefore = threadCpuMs(server.child.pid!);
  const last = await hit(url, connections, Number(values.duration), sent, server.child.pid);
  const threads = threadCpuMs(server.child.pid!);
  await stop(servers.app.child);
  await stop(servers.bare.child);
  console.log(
    `${side}, ${route.name}: ${fixed(last.rps, 0)} req/s at ${connections} connections, p50 ${last.p50} ms, p99 ${last.p99} ms, CPU ${fixed(last.cpuMs, 3)} ms a request, ` +
      `load average ${loadAverage()}; ${path.basename(file)}`,
  );
  const perRequest = (ms: number) => fixed(ms / last.total, 3);
  const { main, workers } = {
    main: threads.main - threadsBefore.main,
    workers: threads.workers - threadsBefore.workers,
  };
  console.log(
    `CPU a request in the timed run: main thread ${perRequest(main)} ms, V8 workers (collector, compiler) ${perRequest(workers)} ms`,
  );
  console.log(allocations ? summariseHeapProfile(file, last.total) : summariseProfile(file, last.total));
}

if (values.serve) await serve(values.serve as Side, values['profile-out'], values['heap-out']);
else if (values.profile) await profile(values.profile as Side);
else if (values.explain) await explainListPlan(databaseUrl);
else await sideBySide();
