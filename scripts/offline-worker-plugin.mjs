import crypto from 'node:crypto';
import fs from 'node:fs';

const TEMPLATE = new URL('./offline-worker.js', import.meta.url);
/** The shell's files: scripts, styles and fonts of the build (no source maps, no manifest). */
const SHELL = /\.(js|css|woff2?)$/;

/**
 * Vite build plugin: writes `offline-sw.js` (the offline reading service worker, from
 * scripts/offline-worker.js) at the root of the build, with the list of the built files it
 * caches as the app shell and a version made of that list, so a new build installs a new shell.
 */
/** @returns {import('vite').Plugin} */
export function offlineWorker() {
  return {
    name: 'inkforge-offline-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => SHELL.test(name) && !name.startsWith('.vite/'))
        .sort()
        .map((name) => `/${name}`);
      const version = crypto.createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace('__VERSION__', version)
        .replace('__SHELL_FILES__', JSON.stringify(files));
      this.emitFile({ type: 'asset', fileName: 'offline-sw.js', source });
    },
  };
}
