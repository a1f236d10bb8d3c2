/**
 * Sign-in storm: does password hashing starve the rest of the site? Run with a PostgreSQL server:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/sign-in-storm.ts [--duration 10] [--rounds 2]
 *
 * It creates (and drops afterwards) its own database `inkforge_signin_bench`, one confirmed user,
 * and then for each round, with the app in a child process (so the load generator does not share
 * its event loop), for the password queue unbounded (before), as shipped (cores - 1 slots) and one slot per core:
 *   quiet: GET /api/health, 1 connection;
 *   storm: the same GET beside 4 connections of POST /api/v1/auth/sign-in/email.
 * Raw argon2id: 4 concurrent verifications of the same hash in this process, no server.
 * Prints a markdown report; bench/sign-in-storm-report.md quotes one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
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
import { load, type LoadResult } from './load';

/**
 * `--serve <mode>` (internal): the child server; mode is `unbounded`, `default` (the shipped
 * queue) or a number of slots.
 */
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    serve: { type: 'string' },
  },
});
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (a database of its own is created).');
const NAME = 'inkforge_signin_bench';
const databaseUrl = postgresUrlFor(baseUrl, NAME);
const EMAIL = 'storm@example.com';
const PASSWORD = 'storm-password-not-secret';
const CONNECTIONS = 4;

if (values.serve) {
  // Child: the app, with the password queue unbounded ("before") or as shipped ("after").
  const { passwordQueue } = await import('../src/server/auth/hash-queue');
  if (values.serve === 'unbounded') passwordQueue.configure({ concurrency: 1_000_000, maxWaiting: 0 });
  else if (values.serve !== 'default')
    passwordQueue.configure({ concurrency: Number(values.serve), maxWaiting: 64 });
  const { startBenchApp } = await import('./bench-app');
  const bench = await startBenchApp(databaseUrl);
  process.stdout.write(`${JSON.stringify({ appUrl: bench.appUrl })}\n`);
  process.on('SIGTERM', () => void bench.close().then(() => process.exit(0)));
} else {
  await main();
}

async function main() {
  const duration = Number(values.duration);
  const rounds = Number(values.rounds);
  // Before (unbounded), as shipped (one slot per core but one), and one slot per core.
  const modes = ['unbounded', 'default', String(os.availableParallelism())];
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

  const rows: string[] = [];
  const raw: number[] = [];
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
          const quiet = await load('quiet', `${appUrl}/api/health`, { duration, connections: 1 });
          const [signIns, read] = await Promise.all([
            load('sign-in', `${appUrl}/api/v1/auth/sign-in/email`, {
              duration,
              connections: CONNECTIONS,
              method: 'POST',
              body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
              headers: { origin: appUrl },
            }),
            load('read', `${appUrl}/api/health`, { duration, connections: 1 }),
          ]);
          rows.push(row(round, mode, quiet, read, signIns));
        } finally {
          await stopServer(child);
        }
      }
      raw.push(await rawArgonRate(hash, duration));
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
  console.log(`load average before: ${loadBefore}; after: ${loadAfter}; cores: ${os.availableParallelism()}`);
  console.log('');
  console.log(
    '| round | password queue | quiet read req/s | quiet read p99 ms | storm read req/s | storm read p99 ms | p99 ratio | sign-ins/s | sign-ins/s ÷ raw | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r.replace('RAW', (Number(r.split('|')[8]) / rawMean).toFixed(2)));
}

function row(round: number, mode: string, quiet: LoadResult, read: LoadResult, signIns: LoadResult): string {
  const ratio = (read.p99 / Math.max(quiet.p99, 1)).toFixed(2);
  const errors = quiet.errors + quiet.non2xx + read.errors + read.non2xx + signIns.errors + signIns.non2xx;
  return `| ${round} | ${mode} | ${quiet.requestsPerSecond} | ${quiet.p99} | ${read.requestsPerSecond} | ${read.p99} | ${ratio} | ${signIns.requestsPerSecond} | RAW | ${errors} |`;
}

/** argon2id verifications per second with CONNECTIONS always in flight, straight on the thread pool. */
async function rawArgonRate(hash: string, seconds: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        if (!(await verify(hash, PASSWORD))) throw new Error('raw verify failed');
        done += 1;
      }
    }),
  );
  return done / seconds;
}

async function startServer(mode: string): Promise<{ child: ChildProcess; appUrl: string }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', mode],
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
