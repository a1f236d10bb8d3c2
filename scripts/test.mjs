// `npm test`: unit and API tests (Vitest; PGlite always, PostgreSQL too when DATABASE_URL is set),
// then the end-to-end tests in a real Chromium (Playwright) against the built app.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run(['node_modules/vitest/vitest.mjs', 'run']);
run(['node_modules/@playwright/test/cli.js', 'test']);
