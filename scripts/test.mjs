// `npm test`: unit and API tests (Vitest; PGlite always, PostgreSQL too when DATABASE_URL is set),
// then the end-to-end tests in a real Chromium (Playwright) against the built app, and the writing
// assistant's spec once more against a server with no model set up. Every part always runs,
// whatever the ones before gave, and the last lines say how each ended; the exit code is non-zero
// when any failed.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';

const parts = [
  { name: 'Unit and API tests (Vitest)', args: ['node_modules/vitest/vitest.mjs', 'run'] },
  { name: 'End-to-end tests (Playwright, Chromium)', args: ['node_modules/@playwright/test/cli.js', 'test'] },
  // The writing assistant's 'not set up' check needs a server started with no model (issue 28).
  {
    name: 'End-to-end, no AI provider (Playwright, Chromium)',
    args: ['node_modules/@playwright/test/cli.js', 'test', 'e2e/writing-assistant.spec.ts'],
    env: { AI_PROVIDER: 'none' },
  },
];
const results = parts.map(({ name, args, env }) => {
  const started = Date.now();
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  return {
    name,
    ok: r.status === 0,
    detail: r.status === null ? `stopped by ${r.signal}` : `exit code ${r.status}`,
    minutes,
  };
});
console.log('\nnpm test:');
for (const r of results)
  console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.detail}, ${r.minutes} min)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
