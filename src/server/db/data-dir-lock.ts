import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite allows one process per data directory: a second process would silently lose rows.
 * The server therefore holds this lock while the database is open and refuses to start while
 * another live server holds it.
 *
 * The lock is a Unix socket the holder listens on, in DATA_DIR (`server-<random>.sock`). Only a
 * live process can accept a connection on it, and the operating system stops accepting the moment
 * that process dies, however it dies (SIGKILL, crash, recreated container). So a restart never
 * waits for, or is refused by, a lock left behind: no PID or hostname is trusted, and a PID reused
 * by another program proves nothing. Sockets on a shared volume also work between containers of
 * one machine.
 *
 * Each server binds its own uniquely named socket first and only then probes the others, so of
 * two servers starting at once at least one sees the other and refuses (both may refuse; never
 * do both run). A socket file that refuses connections is removed once it is older than
 * STALE_AFTER_MS: a fresh one may belong to a server between bind and listen.
 */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

const SOCKET = /^server-[0-9a-f]{16}\.sock$/;
const STALE_AFTER_MS = 10_000;
const PROBE_TIMEOUT_MS = 3_000;
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH = 100;

type Holder = { app?: string; pid?: number; host?: string };

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  // A lock file written by earlier versions proves nothing and is no longer read.
  fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
  const dir = socketDir(dataDir);
  const name = `server-${crypto.randomBytes(8).toString('hex')}.sock`;
  const server = net.createServer((socket) => {
    socket.end(JSON.stringify({ app: 'inkforge', pid: process.pid, host: os.hostname() } satisfies Holder));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path.join(dir.socketBase, name), () => resolve());
  }).catch((err: NodeJS.ErrnoException) => {
    dir.close();
    throw new DataDirLockedError(
      `Could not create the lock socket in ${dataDir} (${err.code ?? err.message}).`,
    );
  });
  // The socket must not keep the event loop alive, nor outlive the process in any form.
  server.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    server.close();
    fs.rmSync(path.join(dataDir, name), { force: true });
    dir.close();
  };
  try {
    for (const other of fs.readdirSync(dataDir)) {
      if (other === name || !SOCKET.test(other)) continue;
      const holder = await probe(path.join(dir.socketBase, other));
      if (holder) {
        const who = holder.pid ? `pid ${holder.pid} on ${holder.host}` : 'a live process';
        throw new DataDirLockedError(
          `Another Inkforge server (${who}) is already using ${dataDir}. The embedded database allows ` +
            'one server per data directory: stop the other server, choose another DATA_DIR, or set ' +
            'DATABASE_URL to use PostgreSQL.',
        );
      }
      removeIfStale(path.join(dataDir, other));
    }
  } catch (err) {
    release();
    throw err;
  }
  process.once('exit', release);
  return { release };
}

/** Connects to a lock socket: the holder's description if it accepts (it is alive), else undefined. */
function probe(socketPath: string): Promise<Holder | undefined> {
  return new Promise((resolve) => {
    let connected = false;
    let data = '';
    const socket = net.connect(socketPath);
    const done = () => {
      socket.destroy();
      if (!connected) return resolve(undefined);
      try {
        resolve(JSON.parse(data) as Holder);
      } catch {
        resolve({}); // accepted but said nothing readable: still a live holder
      }
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, done);
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', done);
    socket.on('error', done);
  });
}

function removeIfStale(file: string) {
  try {
    if (Date.now() - fs.lstatSync(file).mtimeMs > STALE_AFTER_MS) fs.rmSync(file, { force: true });
  } catch {
    /* removed by someone else */
  }
}

/**
 * Where socket paths start. Normally DATA_DIR itself; when its absolute path is too long for a
 * socket address, Linux lets us name the folder through an open descriptor (/proc/self/fd/N).
 */
function socketDir(dataDir: string): { socketBase: string; close(): void } {
  const absolute = path.resolve(dataDir);
  if (Buffer.byteLength(absolute) + 30 <= MAX_SOCKET_PATH) return { socketBase: absolute, close() {} };
  if (process.platform !== 'linux') {
    throw new DataDirLockedError(
      `DATA_DIR is too long for the lock socket (${absolute}); choose a shorter path.`,
    );
  }
  const fd = fs.openSync(absolute, 'r');
  return { socketBase: `/proc/self/fd/${fd}`, close: () => fs.closeSync(fd) };
}
