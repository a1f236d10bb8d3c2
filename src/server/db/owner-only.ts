import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` (created when missing) and everything in it reachable by the owner only: folders
 * 0700, files 0600. For the embedded database folder, which holds every account's data: another
 * user of the machine must not read it. Files the database adds later get the process's umask
 * but sit inside a 0700 folder, which no one else can enter. Symbolic links are left alone.
 * A no-op where the file system has no Unix modes (Windows).
 */
export function restrictToOwner(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(full);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}
