import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm start` stopped the way people stop things: a signal to the npm process they started
 * (a container stop or `kill` sends SIGTERM, Ctrl+C SIGINT, a closed terminal SIGHUP). Nothing
 * may be left behind: no process, no listening port, no lock. CLIENT_DIR names a tiny folder, so
 * no client build runs. PGlite only: the lock exists only with the embedded database.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('npm start, stopped by a signal to npm', () => {
  // One data directory for the three runs: only the first migrates, and each run also shows that
  // the previous one left nothing that blocks a start.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-start-'));
  const clientDir = path.join(dir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Inkforge</title>');
  const dataDir = path.join(dir, 'data');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s to npm stops the server and leaves nothing',
    async (signal) => {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        CLIENT_DIR: clientDir,
        PORT: String(port),
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        AUTH_SECRET: 'start-test-secret-start-test-secret-0',
      };
      delete env.DATABASE_URL;
      delete env.PUBLIC_URL;
      delete env.HOST;
      // Its own process group, so a failing test can still clean up everything it started.
      const npm = spawn('npm', ['start'], {
        cwd: root,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      npm.stdout.on('data', (d) => (out += d));
      npm.stderr.on('data', (d) => (out += d));
      const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      try {
        await waitFor(
          async () => (await health(port)) === 200,
          180_000,
          () => out,
        );
        // The server logs JSON when stdout is not a terminal; its lines carry its pid. They are
        // written in batches, at the latest a second after they are logged.
        await waitFor(
          async () => /"pid":\d+/.test(out),
          30_000,
          () => out,
        );
        const serverPid = Number(/"pid":(\d+)/.exec(out)?.[1]);
        expect(serverPid).toBeGreaterThan(0);
        expect(out).toContain(`Inkforge is ready: open http://localhost:${port}`);
        // A first start says what it is doing while it creates and migrates the database.
        if (signal === 'SIGTERM') {
          expect(out).toMatch(/Creating the embedded database in .* \(first start\)/);
          expect(out).toMatch(
            /Applied \d+ database migrations in [\d.]+ s; the schema is up to date \(\d+ in all\)/,
          );
        } else {
          expect(out).toMatch(/The database schema is up to date \(\d+ migrations, none pending\)/);
        }
        expect(lockFiles(dataDir)).toHaveLength(1);

        process.kill(npm.pid!, signal);
        await waitFor(
          async () => !isAlive(serverPid) && !(await listening(port)),
          60_000,
          () => out,
        );
        await npmExited;
        expect(lockFiles(dataDir)).toEqual([]);
        expect(out).toMatch(/received, shutting down/);
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL');
        } catch {
          /* already gone, as it should be */
        }
      }
    },
    300_000,
  );
});

const lockFiles = (dataDir: string) => fs.readdirSync(dataDir).filter((f) => f.startsWith('server'));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const health = async (port: number) => {
  try {
    return (await fetch(`http://localhost:${port}/api/health`)).status;
  } catch {
    return 0;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitFor(condition: () => Promise<boolean>, ms: number, output: () => string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`condition not met in ${ms} ms; output:\n${output()}`);
}
