/**
 * Sign-in storm: does password hashing starve the rest of the site? Run with a PostgreSQL server:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/sign-in-storm.ts [--duration 10] [--rounds 2]
 *
 * It creates (and drops afterwards) its own database `inkforge_signin_bench`, one confirmed user,
 * and then for each round, with the app in a child process (so the load generator does not share
 * its event loop), for each password-queue mode (see --modes):
 *   quiet: GET /api/health alone, closed loop on 1 connection, then paced at PACED_RATE;
 *   storm: each of those reads beside 4 connections of POST /api/v1/auth/sign-in/email,
 *   with the cores used by the app, the load generator (this process) and PostgreSQL.
 * Raw argon2id: 4 concurrent verifications of the same hash in this process, no server, and as
 * many as the shipped queue has slots.
 * Prints a markdown report; bench/sign-in-storm-report.md quotes one run.
 *
 * `--profile 400`: instead, that many sequential sign-ins (after 50 to warm up) against one
 * shipped server under the V8 CPU profiler, and a summary of where its main thread went
 * (argon2 itself runs on the thread pool, off the profile; its synchronous call is on it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../src/server/auth/password';
import { openDatabase } from '../src/server/db/client';
import { authAccounts, users } from '../src/server/db/schema/index';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresUrlFor,
} from '../src/server/test/postgres-admin';
import { summariseProfile } from './cpu-profile-summary';
import { load } from './load';
import { cpuMeter, readLoop, row, type ReadResult } from './sign-in-storm-measure';

/**
 * `--modes a,b,...`: the password-queue settings compared, by default unbounded, default and one
 * slot per core. A mode is `unbounded`, `default` (the shipped queue), a number of slots, or a
 * number of slots followed by `low` (thread-pool threads at nice 19).
 * `--serve <mode>` (internal): the child server.
 */
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    serve: { type: 'string' },
    modes: { type: 'string' },
    profile: { type: 'string' },
    'profile-out': { type: 'string' },
  },
});
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (a database of its own is created).');
const NAME = 'inkforge_signin_bench';
const databaseUrl = postgresUrlFor(baseUrl, NAME);
const EMAIL = 'storm@example.com';
const PASSWORD = 'storm-password-not-secret';
const CONNECTIONS = 4;
/** Requests per second of the paced read: steady traffic from other visitors, far below capacity. */
const PACED_RATE = 200;

if (values.serve) {
  // Child: the app, with the password queue unbounded ("before") or as shipped ("after").
  const { passwordQueue } = await import('../src/server/auth/hash-queue');
  if (values.serve === 'unbounded') passwordQueue.configure({ concurrency: 1_000_000, maxWaiting: 0 });
  else if (values.serve !== 'default')
    passwordQueue.configure({ concurrency: parseInt(values.serve, 10), maxWaiting: 64 });
  const { startBenchApp } = await import('./bench-app');
  const bench = await startBenchApp(databaseUrl);
  const profileOut = values['profile-out'];
  const profiler = profileOut && profileOut !== 'none' ? new inspector.Session() : undefined;
  const mainThreadCpu = process.threadCpuUsage();
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  if (values.serve.endsWith('low')) {
    // Experiment: every libuv thread-pool thread (where argon2 runs) at the lowest CPU priority,
    // so the event loop and PostgreSQL win every contended core. Linux only.
    await fs.promises.access('.'); // any thread-pool work starts the pool's threads
    for (const task of fs.readdirSync('/proc/self/task'))
      if (fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === 'libuv-worker')
        os.setPriority(Number(task), 19);
  }
  process.stdout.write(`${JSON.stringify({ appUrl: bench.appUrl })}\n`);
  // Sign-ins cut off by the end of a run still finish their hash and session insert: let them
  // (queue drained, then a moment for the insert) before the pool closes under them.
  process.on('SIGTERM', async () => {
    if (profiler)
      fs.writeFileSync(profileOut!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
    // The main thread's own CPU time (argon2's pool threads excluded), for the profile mode.
    const cpu = process.threadCpuUsage(mainThreadCpu);
    if (profileOut)
      process.stderr.write(`main thread CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms\n`);
    const drained = setInterval(() => {
      if (passwordQueue.active > 0) return;
      clearInterval(drained);
      setTimeout(() => void bench.close().then(() => process.exit(0)), 300);
    }, 20);
  });
} else if (values.profile) {
  await profileSignIns(Number(values.profile));
} else {
  await main();
}

/** A fresh bench database with one confirmed user whose password is PASSWORD; returns the stored hash. */
async function createBenchUser(): Promise<string> {
  await dropPostgresDatabase(baseUrl!, NAME).catch(() => undefined);
  await createPostgresDatabase(baseUrl!, NAME);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const [user] = await database.db
    .insert(users)
    .values({ username: 'storm_user', email: EMAIL, emailVerified: true })
    .returning({ id: users.id });
  const hash = await hashPassword(PASSWORD);
  await database.db
    .insert(authAccounts)
    .values({ userId: user!.id, accountId: user!.id, providerId: 'credential', password: hash });
  await database.close();
  return hash;
}

/**
 * `count` sequential sign-ins (after 50 to warm up), first with no profiler (the server prints its
 * main thread's CPU time: the sampling profiler counts wall time, including moments the thread
 * was descheduled), then under the CPU profiler; prints the summary.
 */
async function profileSignIns(count: number) {
  await createBenchUser();
  await signInsAgainst(count, 'none');
  const dir = path.resolve('bench/out/profiles');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `sign-in-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
  await signInsAgainst(count, file);
  await dropPostgresDatabase(baseUrl!, NAME).catch(() => undefined);
  // The profile covers the warm-up too.
  console.log(summariseProfile(file, count + 50));
}

async function signInsAgainst(count: number, profileOut: string) {
  const { child, appUrl } = await startServer('default', ['--profile-out', profileOut]);
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  let mainMs = 0;
  try {
    const signIn = async () => {
      const res = await fetch(`${appUrl}/api/v1/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: appUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    };
    for (let i = 0; i < 50; i++) await signIn();
    const started = performance.now();
    for (let i = 0; i < count; i++) await signIn();
    mainMs = (performance.now() - started) / count;
  } finally {
    await stopServer(child);
  }
  console.log(
    `${count} sequential sign-ins (+50 warm-up), ${mainMs.toFixed(2)} ms each end to end; load average before ${loadBefore}, ` +
      `after ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${profileOut === 'none' ? 'no profiler' : path.basename(profileOut)}`,
  );
}

async function main() {
  const duration = Number(values.duration);
  const rounds = Number(values.rounds);
  // Before (unbounded), as shipped (one slot per core but one), and one slot per core.
  const modes = values.modes
    ? values.modes.split(',')
    : ['unbounded', 'default', String(os.availableParallelism())];
  const hash = await createBenchUser();

  const rows: Array<(rawMean: number) => string> = [];
  const raw: number[] = [];
  // Also the raw rate at the shipped queue's concurrency (what its slots can do at best).
  const slots = Math.max(1, os.availableParallelism() - 1);
  const rawAtSlots: number[] = [];
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const mode of modes) {
        const { child, appUrl } = await startServer(mode);
        try {
          await load('warm-up', `${appUrl}/api/health`, { duration: 2, connections: 1 });
          const quiet = await readLoop(`${appUrl}/api/health`, duration);
          const quietPaced = await readLoop(`${appUrl}/api/health`, duration, PACED_RATE);
          const storm = async (reader: Promise<ReadResult>) => {
            const cpu = cpuMeter(child.pid!);
            const [signIns, read] = await Promise.all([
              load('sign-in', `${appUrl}/api/v1/auth/sign-in/email`, {
                duration,
                connections: CONNECTIONS,
                method: 'POST',
                body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
                headers: { origin: appUrl },
              }),
              reader,
            ]);
            return { signIns, read, cpu: cpu() };
          };
          const closed = await storm(readLoop(`${appUrl}/api/health`, duration));
          const paced = await storm(readLoop(`${appUrl}/api/health`, duration, PACED_RATE));
          rows.push(row(round, mode, 'closed', quiet, closed));
          rows.push(row(round, mode, `${PACED_RATE}/s`, quietPaced, paced));
        } finally {
          await stopServer(child);
        }
      }
      raw.push(await rawArgonRate(hash, duration, CONNECTIONS));
      rawAtSlots.push(await rawArgonRate(hash, duration, slots));
    }
  } finally {
    await dropPostgresDatabase(baseUrl!, NAME).catch(() => undefined);
  }
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const rawMean = raw.reduce((a, b) => a + b, 0) / raw.length;
  console.log(
    `raw argon2id verifications/s at ${CONNECTIONS} concurrent, per round: ${raw.map((r) => r.toFixed(1)).join(', ')}`,
  );
  console.log(
    `raw argon2id verifications/s at ${slots} concurrent (the shipped queue's slots), per round: ${rawAtSlots.map((r) => r.toFixed(1)).join(', ')}`,
  );
  console.log(`load average before: ${loadBefore}; after: ${loadAfter}; cores: ${os.availableParallelism()}`);
  console.log('');
  console.log(
    '| round | password queue | read | quiet req/s | quiet p99 ms | storm req/s | storm p99 ms | p99 ratio | sign-ins/s | sign-ins/s ÷ raw | cores: app / load generator / postgres | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r(rawMean));
}

/** argon2id verifications per second with `concurrency` always in flight, straight on the thread pool. */
async function rawArgonRate(hash: string, seconds: number, concurrency: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        if (!(await verify(hash, PASSWORD))) throw new Error('raw verify failed');
        done += 1;
      }
    }),
  );
  return done / seconds;
}

async function startServer(
  mode: string,
  extraArgs: string[] = [],
): Promise<{ child: ChildProcess; appUrl: string }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', mode, ...extraArgs],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const appUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { appUrl: string }).appUrl);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, appUrl };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
