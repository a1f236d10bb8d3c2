import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = new URL('./offline-worker.js', import.meta.url);
/** The shell's files: scripts, styles and fonts of the build (no source maps, no manifest). */
const SHELL = /\.(js|css|woff2?)$/;

/** The worker's source for a build made of `files` (paths from the build's root). */
export function offlineWorkerSource(files) {
  const shell = files
    .filter((name) => SHELL.test(name) && !name.startsWith('.vite/'))
    .sort()
    .map((name) => `/${name}`);
  const version = crypto.createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace('__VERSION__', version)
    .replace('__SHELL_FILES__', JSON.stringify(shell));
}

/**
 * Vite build plugin: writes `offline-sw.js` (the offline reading service worker, from
 * scripts/offline-worker.js) at the root of the build, with the list of the built files it
 * caches as the app shell and a version made of that list, so a new build installs a new shell.
 * Written once the bundle is on disk: only then is the list final (Vite drops the empty scripts
 * of style-only chunks late in generateBundle).
 */
/** @returns {import('vite').Plugin} */
export function offlineWorker() {
  return {
    name: 'inkforge-offline-worker',
    apply: 'build',
    writeBundle(options, bundle) {
      fs.writeFileSync(path.join(options.dir, 'offline-sw.js'), offlineWorkerSource(Object.keys(bundle)));
    },
  };
}
