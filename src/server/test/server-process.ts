import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts `src/server/main.ts` as a real process, the way `npm start` runs it (no client build:
 * these tests speak to the API only). Resolves once /api/health answers, or rejects with the
 * process output if it exits first.
 */
export async function startServer(
  env: Record<string, string>,
  { waitForHealth = true } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PUBLIC_URL: url,
    AUTH_SECRET: 'process-test-secret-process-test-secret',
    ...env,
    PORT: port,
  };
  delete childEnv.DATABASE_URL;
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: childEnv,
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, url, output: () => out, exited };
  if (!waitForHealth) return server;
  const deadline = Date.now() + 180_000; // generous: a loaded machine migrates a fresh PGlite slowly
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited before it was healthy:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in time:\n${out}`);
}

/** Stops with SIGTERM (graceful) and waits for the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}
