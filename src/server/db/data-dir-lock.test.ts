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

/** Starts a process that writes a lock file naming itself, the way a running server holds it. */
function holdLockInChild(dir: string) {
  const child = spawn(process.execPath, [
    '-e',
    `require('fs').writeFileSync(${JSON.stringify(path.join(dir, 'server.lock'))}, JSON.stringify({pid: process.pid, host: require('os').hostname()}), {flag: 'wx'}); console.log('held'); setInterval(() => {}, 1000);`,
  ]);
  return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)));
}

describe('lockDataDir', () => {
  it('refuses while another live process holds the directory', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already using/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('releases only its own lock', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 1, host: 'elsewhere' }));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
  });
});
