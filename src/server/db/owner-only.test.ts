import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every folder and file under a path, the path included. */
function walk(dir: string): string[] {
  return [
    dir,
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  ];
}

// The embedded database on disk, as `npm start` opens it. PGlite only: PostgreSQL keeps its own files.
// Creating an embedded database on disk (initdb and every migration) takes a minute on a loaded
// machine: a generous budget, so only a hang fails.
describe.skipIf(process.env.DATABASE_URL)('the embedded database folder', { timeout: 240_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-modes-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is created readable by its owner only: folders 0700, files 0600', async () => {
    const dir = path.join(root, 'db');
    const previous = process.umask(0o022); // the usual umask: files 0644 unless we say otherwise
    try {
      const database = await openDatabase({ kind: 'pglite', dir });
      await database.close();
    } finally {
      process.umask(previous);
    }
    const entries = walk(dir);
    expect(entries.length).toBeGreaterThan(100);
    const wrong = entries.filter((p) => mode(p) !== (fs.statSync(p).isDirectory() ? 0o700 : 0o600));
    expect(wrong.map((p) => `${path.relative(root, p)} ${mode(p).toString(8)}`)).toEqual([]);
  });

  it('tightens a folder left readable by an earlier version', async () => {
    const dir = path.join(root, 'old');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n', { mode: 0o644 });
    fs.chmodSync(dir, 0o755);
    const { restrictToOwner } = await import('./owner-only');
    restrictToOwner(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'PG_VERSION'))).toBe(0o600);
  });
});
