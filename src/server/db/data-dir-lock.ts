import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite allows one process per data directory: a second process would silently lose rows.
 * The server therefore takes this lock before opening the database and refuses to start when a
 * live process on this host holds it. A lock left by a killed process (SIGKILL, crash) is stale
 * and taken over at once, so a restart after a crash needs no manual clean-up.
 */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        /* half-written lock: treat as stale */
      }
      const sameHost = !holder.host || holder.host === os.hostname();
      if (holder.pid && holder.pid !== process.pid && (!sameHost || isAlive(holder.pid))) {
        throw new DataDirLockedError(
          `Another Inkforge server (pid ${holder.pid} on ${holder.host}) is already using ${dataDir}. ` +
            'The embedded database allows one server per data directory: stop the other server, ' +
            'choose another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}`);
}
