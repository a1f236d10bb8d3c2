import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { users } from './db/schema/index';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { startServer, stopServer } from './test/server-process';

/**
 * The embedded database's guarantees, checked on real server processes: one server per data
 * directory, clean shutdown on SIGTERM, and no acknowledged write lost to a SIGKILL.
 * PGlite only: with PostgreSQL the server holds no lock and PostgreSQL owns durability.
 */
// Each test starts real servers (migrations on a fresh PGlite): slow on a loaded machine.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'server process on the embedded database',
  { timeout: 300_000 },
  () => {
    const dirs: string[] = [];
    const tempDir = () => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-proc-'));
      dirs.push(d);
      return d;
    };
    afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

    it('refuses a second server on the same DATA_DIR while the first keeps serving and loses nothing', async () => {
      const dataDir = tempDir();
      const first = await startServer({ DATA_DIR: dataDir });
      try {
        expect(await signUp(first.url, 'before')).toBe(200);
        const second = await startServer({ DATA_DIR: dataDir }, { waitForHealth: false });
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(/already using/);
        expect(await signUp(first.url, 'after')).toBe(200);
      } finally {
        expect(await stopServer(first)).toBe(0);
      }
      expect(lockFiles(dataDir)).toEqual([]);
      expect(await storedEmails(dataDir)).toEqual(new Set(['before@example.com', 'after@example.com']));
    });

    it('says in one line that the port is taken, and leaves no lock behind', async () => {
      const dataDir = tempDir();
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, 'localhost', resolve));
      const port = (taken.address() as net.AddressInfo).port;
      try {
        const server = await startServer({ DATA_DIR: dataDir, PORT: String(port) }, { waitForHealth: false });
        expect(await server.exited).toBe(1);
        // Besides JSON log lines (none at LOG_LEVEL=warn with a built client), exactly one line.
        const lines = server
          .output()
          .split('\n')
          .filter((l) => l.trim() && !l.startsWith('{"level"'));
        expect(lines).toEqual([`Port ${port} is in use; set PORT to another port.`]);
        expect(lockFiles(dataDir)).toEqual([]);
      } finally {
        taken.close();
      }
      // The next start on that data directory is not blocked.
      expect(await stopServer(await startServer({ DATA_DIR: dataDir }))).toBe(0);
    });

    it('listens on loopback only when HOST is not set', async () => {
      const lan = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
      const server = await startServer({ DATA_DIR: tempDir() });
      try {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        if (lan)
          await expect(fetch(`http://${lan}:${new URL(server.url).port}/api/health`)).rejects.toThrow();
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
    });

    it('on a server reachable from the network, the demo accounts do not take the README password', async () => {
      const dataDir = tempDir();
      const server = await startServer({
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'warn',
      });
      try {
        expect(await signIn(server.url, 'admin@demo.inkforge.local', DEMO_PASSWORD)).toBe(401);
        // The output is a pipe here (as under a service manager): the password goes to an
        // owner-only file, never to the output, which may be kept in a log.
        const file = path.join(dataDir, 'demo-password');
        expect(server.output()).toContain(`Demo accounts' password: in ${file}`);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        const password = fs.readFileSync(file, 'utf8').trim();
        expect(password.length).toBeGreaterThanOrEqual(16);
        expect(server.output()).not.toContain(password);
        expect(await signIn(server.url, 'admin@demo.inkforge.local', password)).toBe(200);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
    });

    const signIn = async (url: string, email: string, password: string) =>
      (
        await fetch(`${url}/api/v1/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ email, password }),
        })
      ).status;

    const lockFiles = (dataDir: string) => fs.readdirSync(dataDir).filter((f) => f.startsWith('server'));

    const signUp = async (url: string, name: string) =>
      (
        await fetch(`${url}/api/v1/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ name, email: `${name}@example.com`, password: 'correct horse battery' }),
        })
      ).status;

    /** Opens the stopped server's embedded database directly and lists its accounts. */
    const storedEmails = async (dataDir: string) => {
      const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
      try {
        return new Set((await database.db.select({ email: users.email }).from(users)).map((u) => u.email));
      } finally {
        await database.close();
      }
    };

    it('keeps every account whose registration was answered, across a SIGKILL', async () => {
      const dataDir = tempDir();
      const env = { DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_MINUTE: '100000' };
      const server = await startServer(env);
      const acknowledged: string[] = [];
      const register = async (i: number) => {
        const email = `burst${i}@example.com`;
        try {
          const res = await fetch(`${server.url}/api/v1/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.url },
            body: JSON.stringify({ name: `burst_${i}`, email, password: 'correct horse battery' }),
          });
          if (res.ok) acknowledged.push(email);
        } catch {
          /* connection cut by the kill: not acknowledged */
        }
      };
      // Keep four registrations in flight; kill the server once a dozen have been acknowledged.
      let next = 0;
      const worker = async () => {
        while (next < 200 && server.child.exitCode === null && server.child.signalCode === null)
          await register(next++);
      };
      let settled = false;
      const workers = Promise.all(Array.from({ length: 4 }, worker)).finally(() => (settled = true));
      while (acknowledged.length < 12 && !settled) await new Promise((r) => setTimeout(r, 20));
      expect(acknowledged.length).toBeGreaterThanOrEqual(12);
      server.child.kill('SIGKILL');
      await workers;
      await server.exited;

      const restarted = await startServer(env);
      expect(await stopServer(restarted)).toBe(0);

      const stored = await storedEmails(dataDir);
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    });
  },
);
