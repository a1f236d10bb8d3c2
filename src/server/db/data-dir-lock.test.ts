import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');

/** Starts a process that takes the lock the way a running server does, and keeps it. */
function holdLockInChild(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(lockModule)}).then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)));
}

/** A lock file as earlier versions wrote it. */
const writeOldLock = (dir: string, holder: object) =>
  fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify(holder));

const lockFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.startsWith('server'));

describe('lockDataDir', () => {
  it('refuses while another live server holds the directory, naming its pid', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(
        new RegExp(`already using .*pid ${child.pid}|pid ${child.pid}.*already using`),
      );
      expect(lockFiles(dir)).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('starts at once after the holder was killed, and cleans up on release', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const lock = await lockDataDir(dir);
    lock.release();
    // The dead holder's socket is younger than the stale age, so it may still be there; ours is gone.
    expect(lockFiles(dir).length).toBeLessThanOrEqual(1);
    await expect(lockDataDir(dir).then((l) => l.release())).resolves.toBeUndefined();
  }, 30_000);

  it('starts when an old lock names another hostname (a recreated container)', async () => {
    const dir = tempDir();
    writeOldLock(dir, { pid: 12345, host: 'container-that-no-longer-exists' });
    const lock = await lockDataDir(dir);
    lock.release();
  });

  it('starts when an old lock names a PID that a live, unrelated process now has', async () => {
    const dir = tempDir();
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeOldLock(dir, { pid: unrelated.pid, host: os.hostname() });
      const lock = await lockDataDir(dir);
      lock.release();
    } finally {
      unrelated.kill('SIGKILL');
    }
  });

  it('removes sockets of dead holders once they are old', async () => {
    const dir = tempDir();
    const stale = path.join(dir, 'server-00000000000000ff.sock');
    fs.writeFileSync(stale, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(stale, old, old);
    const lock = await lockDataDir(dir);
    expect(fs.existsSync(stale)).toBe(false);
    lock.release();
    expect(lockFiles(dir)).toEqual([]);
  });

  it('works when DATA_DIR is longer than a socket address allows', async () => {
    const dir = path.join(tempDir(), 'a-rather-long-folder-name-'.repeat(4), 'data');
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/already using/);
    lock.release();
    expect(lockFiles(dir)).toEqual([]);
  });
});
